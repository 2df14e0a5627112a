import { t } from '@lingui/core/macro';
import '@/lib/domain-text/guardians';
import '@/lib/domain-text/login';
import { inputProblem } from '@/lib/input-problem';

/**
 * A field's problem (`guardianFieldsSchema`) in the language shown, with the fields its rules name (`textSchema`) as
 * shown; its other problems are the guardian's and the sign-in's domain texts.
 */
export const problemText = (problem: string | undefined): string | undefined =>
  inputProblem(problem, [
    { label: 'Name', shown: t`Name` },
    { label: 'Relation', shown: t`Relation` },
  ]);
