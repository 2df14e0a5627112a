import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { dateRangeViolation } from '@campus/domain';
import '@/lib/domain-text/ledger';
import { domainText } from '@/lib/domain-text/registry';
import { InputField } from './field';

type Day = string | undefined;
interface Range {
  from: Day;
  to: Day;
}

/**
 * A From and a To date, each bounding the other; an emptied field is undefined. A From after the To is told at the
 * To field, with the API's message, and not passed on, so the page never asks for a range the API refuses.
 */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: Day;
  to: Day;
  onFrom: (day: Day) => void;
  onTo: (day: Day) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Range>({ from, to });
  const [given, setGiven] = useState<Range>({ from, to });
  // The page changed the range itself (a link, a reset): the fields show it.
  if (given.from !== from || given.to !== to) {
    setGiven({ from, to });
    setDraft({ from, to });
  }
  const problem = dateRangeViolation(draft.from, draft.to);
  const change = (next: Range) => {
    setDraft(next);
    if (dateRangeViolation(next.from, next.to)) return;
    if (next.from !== from) onFrom(next.from);
    if (next.to !== to) onTo(next.to);
  };
  return (
    <>
      <InputField
        label={t`From`}
        type="date"
        value={draft.from ?? ''}
        max={draft.to}
        onChange={(event) => change({ ...draft, from: event.target.value || undefined })}
      />
      <InputField
        label={t`To`}
        type="date"
        value={draft.to ?? ''}
        min={draft.from}
        error={problem === null ? undefined : domainText(problem)}
        onChange={(event) => change({ ...draft, to: event.target.value || undefined })}
      />
    </>
  );
}
