import { t } from '@lingui/core/macro';
import { HOLIDAY_NAME_MAX_LENGTH, inputMessages, isIsoDate, readText, type HolidayInput } from '@campus/domain';

export type HolidayProblems = Partial<Record<keyof HolidayInput, string>>;

const nameMax = HOLIDAY_NAME_MAX_LENGTH.toLocaleString('en-IN');

/** The name's problem (`readText`'s, the API's words) in the language shown. */
function nameProblem(problem: string): string {
  if (problem === inputMessages.required('Holiday name')) return t`Holiday name is required`;
  if (problem === inputMessages.tooLong('Holiday name', HOLIDAY_NAME_MAX_LENGTH))
    return t`Holiday name is too long (at most ${nameMax} characters)`;
  if (problem === inputMessages.hiddenCharacters('Holiday name'))
    return t`Holiday name contains hidden control or text-direction characters; remove them`;
  return problem;
}

/**
 * The holiday as it is sent (its name trimmed), or why each field is refused: the API's rules, without zod. A problem
 * with values in it is in the language shown; the others are the domain's texts (shown through `domainText`).
 */
export function readHoliday({ date, name }: HolidayInput): { holiday: HolidayInput } | { problems: HolidayProblems } {
  const problems: HolidayProblems = {};
  if (!isIsoDate(date)) problems.date = date === '' ? t`Date is required` : inputMessages.dateFormat;
  const readName = readText(name, 'Holiday name', HOLIDAY_NAME_MAX_LENGTH);
  if ('problem' in readName) problems.name = nameProblem(readName.problem);
  return 'text' in readName && !problems.date ? { holiday: { date, name: readName.text } } : { problems };
}
