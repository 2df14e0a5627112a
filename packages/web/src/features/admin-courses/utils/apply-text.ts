import { msg, plural, t } from '@lingui/core/macro';
import { formatRupees, type FeePlanApplyResult } from '@campus/domain';
import { formatDate } from '@/lib/format';

/** Not a spec text: the spec has no fee plans. */
export const FEE_PLAN_APPLY_FAILED = msg`Failed to apply the fee plan. Please try again.`;

export function enrolments(count: number) {
  const shown = String(count);
  return plural(count, { one: `${shown} enrolment`, other: `${shown} enrolments` });
}

function leftAlone(result: FeePlanApplyResult) {
  const notes: string[] = [];
  if (result.skippedWithInstalmentEntries > 0) {
    const count = enrolments(result.skippedWithInstalmentEntries);
    notes.push(t`${count} with a late fee or an instalment concession`);
  }
  if (result.skippedLowerTotal > 0) {
    const count = enrolments(result.skippedLowerTotal);
    notes.push(t`${count} with a fee below the plan`);
  }
  if (notes.length === 0) return '';
  const list = notes.join(', ');
  return ` ${t`Left as they are: ${list}.`}`;
}

/** What the change did: the enrolments now on `version`, and those left as they are. */
export function applied(result: FeePlanApplyResult) {
  const { version } = result;
  const count = enrolments(result.changed);
  return `${t`Version ${version} now applies to ${count}.`}${leftAlone(result)}`;
}

/** What the change would do. */
export function wouldApply(result: FeePlanApplyResult) {
  const { version } = result;
  const count = enrolments(result.changed);
  return `${t`${count} would move to version ${version}.`}${leftAlone(result)}`;
}

/** An instalment as it would be: its amount and due date. */
export function instalmentText(item: { amount: number; dueDate: string }) {
  const amount = formatRupees(item.amount);
  const date = formatDate(item.dueDate);
  return t`${amount} on ${date}`;
}
