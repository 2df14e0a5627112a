import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide';
import type { Backup, BackupList, BackupReason, BackupState } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PlainHead, ScrollTable } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/backups';
import { domainText } from '@/lib/domain-text/registry';
import { formatFileSize } from '@/lib/file-size';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useSendOnce } from '@/lib/use-send-once';
import { useDownloadBackup } from '../api/download-backup';
import { useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

// The failures' texts are not spec texts: the spec has no backups.

export const REASON_LABELS: Record<BackupReason, MessageDescriptor> = {
  scheduled: msg`Daily`,
  manual: msg`By an admin`,
  import: msg`Before a bulk import`,
};

const STATES: Record<BackupState, { label: MessageDescriptor; tone: BadgeTone }> = {
  running: { label: msg`Running`, tone: 'blue' },
  done: { label: msg`Done`, tone: 'green' },
  failed: { label: msg`Failed`, tone: 'red' },
};

/** When backups are taken and how many are kept where, as the server is set up. */
export function scheduleSentence({ dailyAt, keep, destination }: Omit<BackupList, 'items'>): string {
  const shown = String(keep);
  return dailyAt
    ? t`A backup is taken every day at ${dailyAt} (India time), and ${plural(keep, { one: `the last one is kept in ${destination}`, other: `the last ${shown} are kept in ${destination}` })}.`
    : t`Backups are taken only when an admin asks, or before a bulk import; ${plural(keep, { one: `the last one is kept in ${destination}`, other: `the last ${shown} are kept in ${destination}` })}.`;
}

/** The backups of the database and stored files, newest first: admins start one, watch it run and download it. */
export function BackupsView() {
  const { t } = useLingui();
  const backups = useDeferredFirstAnswer(useBackups());
  const start = useStartBackup();
  const send = useSendOnce(start);
  const running = backups.data?.items.some((backup) => backup.state === 'running') ?? false;

  return (
    <>
      <PageHeader
        title={t`Backups`}
        description={t`Copies of the database and the stored files, to restore Campus from if something goes wrong.`}
        actions={
          <Button loading={start.isPending} disabled={running} onClick={() => send()}>
            <Trans>Back up now</Trans>
          </Button>
        }
      />
      <div className="space-y-5">
        {/* The button is disabled once the backup runs, so focus goes on from the outcome. */}
        {start.isSuccess && (
          <Alert tone="success" takeFocus>
            {domainText(start.data.message)}
          </Alert>
        )}
        {start.isError && (
          <Alert takeFocus>{errorMessage(start.error, t`Failed to start a backup. Please try again.`)}</Alert>
        )}
        {backups.isPending ? (
          <LoadingState label={t`Loading backups…`} />
        ) : backups.isError ? (
          <ErrorState
            message={errorMessage(backups.error, t`Failed to load the backups`)}
            onRetry={() => void backups.refetch()}
          />
        ) : (
          <>
            <p className="text-sm text-slate-600">{scheduleSentence(backups.data)}</p>
            {backups.data.items.length === 0 ? (
              <EmptyState title={t`No backups yet`} />
            ) : (
              <Card>
                <ScrollTable caption={t`Backups, newest first`}>
                  <PlainHead columns={[t`Started`, t`Reason`, t`Started by`, t`State`, t`Size`, t`Download`]} />
                  <tbody className="divide-y divide-slate-100">
                    {backups.data.items.map((backup) => (
                      <BackupRow key={backup._id} backup={backup} />
                    ))}
                  </tbody>
                </ScrollTable>
              </Card>
            )}
          </>
        )}
      </div>
    </>
  );
}

function BackupRow({ backup }: { backup: Backup }) {
  const state = STATES[backup.state];
  return (
    <tr>
      <td className="py-3 pr-4 whitespace-nowrap text-slate-900">{formatDateTime(backup.startedAt)}</td>
      <td className="py-3 pr-4 text-slate-700">{i18n._(REASON_LABELS[backup.reason])}</td>
      <td className="py-3 pr-4 text-slate-700">{backup.startedBy ?? '—'}</td>
      <td className="py-3 pr-4">
        <Badge tone={state.tone}>{i18n._(state.label)}</Badge>
        {backup.state === 'failed' && backup.error && (
          <p className="mt-1 text-xs wrap-anywhere text-rose-700">{domainText(backup.error)}</p>
        )}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap text-slate-700 tabular-nums">
        {backup.size === null ? '—' : formatFileSize(backup.size)}
      </td>
      <td className="py-3">{backup.state === 'done' && <DownloadBackup backup={backup} />}</td>
    </tr>
  );
}

/** Its own mutation per row, so each button shows its own download under way and its own failure. */
function DownloadBackup({ backup }: { backup: Backup }) {
  const { t } = useLingui();
  const download = useDownloadBackup();
  const startedAt = formatDateTime(backup.startedAt);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={download.isPending}
        aria-label={t`Download the backup of ${startedAt}`}
        onClick={() => download.mutate(backup._id)}
      >
        {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />} <Trans>Download</Trans>
      </Button>
      {download.isError && (
        <Alert>{errorMessage(download.error, t`Failed to download the backup. Please try again.`)}</Alert>
      )}
    </div>
  );
}
