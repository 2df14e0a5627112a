import { Link } from 'react-router';
import { outboxMessages, type MessageState, type OutboxMessage } from '@campus/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PlainHead, ScrollTable } from '@/components/ui/table';
import { paths } from '@/config/paths';
import '@/lib/domain-text/outbox';
import { domainText } from '@/lib/domain-text/registry';
import { formatDateTime } from '@/lib/format';
import { channelText, columnText, emailErrorText, kindText, stateText, toGuardianOfText } from '../utils/outbox-texts';

const text = outboxMessages;
const STATE_TONES: Record<MessageState, BadgeTone> = {
  queued: 'amber',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
};

/** The Messages page narrowed to one student, naming them for the filter's label. */
export const studentMessagesLink = (studentId: string) => `${paths.admin.messages}?studentId=${studentId}`;
export interface StudentLinkState {
  studentName?: string;
}

/**
 * Each student's name as their own messages in `items` carry it, so a guardian's message can say whose guardian; with
 * `known`, the student the list is of.
 */
function studentNames(items: OutboxMessage[], known?: { id: string; name: string }) {
  const names = new Map<string, string>();
  if (known) names.set(known.id, known.name);
  for (const message of items) {
    if (message.studentId && !message.guardianId && !names.has(message.studentId))
      names.set(message.studentId, message.toName);
  }
  return names;
}

/** Who a message went to: a student, or a guardian of which student; a link to that student's messages where asked. */
function Recipient({
  message,
  studentName,
  linkStudents,
}: {
  message: OutboxMessage;
  studentName: string | undefined;
  linkStudents: boolean;
}) {
  const { studentId } = message;
  const studentLink = (label: string) =>
    linkStudents && studentId ? (
      <Link
        to={studentMessagesLink(studentId)}
        state={{ studentName } satisfies StudentLinkState}
        className="text-brand-700 underline-offset-2 hover:underline"
      >
        {label}
      </Link>
    ) : (
      label
    );
  return (
    <>
      <p className="font-medium text-slate-900">{message.guardianId ? message.toName : studentLink(message.toName)}</p>
      {studentId && (
        <p className="text-slate-600">
          {!message.guardianId
            ? domainText(text.toStudent)
            : studentName
              ? toGuardianOfText(studentName)
              : studentLink(domainText(text.toGuardianOfStudent))}
        </p>
      )}
      <p className="break-all text-slate-500">{message.toAddress}</p>
    </>
  );
}

/** Why a message failed (or failed last, while tried again), in words where the mail server's error has some. */
const reasonOf = (message: OutboxMessage) =>
  message.lastError && message.channel === 'email' ? emailErrorText(message.lastError) : message.lastError;

/** The outbox's messages as a table: when, to whom, channel, kind, state with its reason, SMS parts. */
export function MessageTable({
  caption,
  items,
  student,
  linkStudents = false,
}: {
  caption: string;
  items: OutboxMessage[];
  /** The student every message is of, when the list is one student's. */
  student?: { id: string; name: string };
  /** Whether each student's name links to their messages (the whole outbox's list). */
  linkStudents?: boolean;
}) {
  const names = studentNames(items, student);
  return (
    <ScrollTable caption={caption}>
      <PlainHead
        columns={[
          columnText('when'),
          { label: columnText('to'), wide: true },
          columnText('channel'),
          columnText('kind'),
          { label: columnText('state'), wide: true },
          columnText('parts'),
        ]}
      />
      <tbody className="divide-y divide-slate-100 align-top">
        {items.map((message) => (
          <tr key={message._id}>
            <td className="py-3 pr-4 whitespace-nowrap text-slate-600">{formatDateTime(message.createdAt)}</td>
            <td className="py-3 pr-4">
              <Recipient
                message={message}
                studentName={message.studentId ? names.get(message.studentId) : undefined}
                linkStudents={linkStudents}
              />
            </td>
            <td className="py-3 pr-4 whitespace-nowrap">{channelText(message.channel)}</td>
            <td className="py-3 pr-4">{kindText(message.kind)}</td>
            <td className="py-3 pr-4">
              <Badge tone={STATE_TONES[message.state]}>{stateText(message.state)}</Badge>
              {message.state !== 'sent' && message.state !== 'delivered' && reasonOf(message) && (
                <p className="mt-1 text-rose-700">{reasonOf(message)}</p>
              )}
            </td>
            <td className="py-3 tabular-nums">{message.smsParts ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
