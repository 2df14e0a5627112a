import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  cap: msg`The late fee cap must be more than ₹0`,
  concessionExceedsInstalment: msg`The concession cannot be more than the instalment’s amount less its earlier concessions`,
  dueAfterDays: msg`Days after enrolment must be a whole number from 0 to 3650`,
  everyDays: msg`Repeat every must be a whole number of days from 1 to 365`,
  graceDays: msg`Grace days must be a whole number from 0 to 365`,
  instalmentAmount: msg`Each instalment must be more than ₹0`,
  instalmentDue: msg`Give each instalment either a due date or a number of days after enrolment`,
  instalmentNumber: msg`Instalment must be a whole number from 1`,
  instalmentsMax: msg`A plan has at most 24 instalments`,
  instalmentsRequired: msg`Add at least one instalment`,
  lateFeeFixed: msg`A fixed late fee must be more than ₹0`,
  lateFeeKind: msg`A late fee is fixed or percent`,
  lateFeePercent: msg`A late fee percentage must be more than 0 and at most 100, with at most two decimals`,
  lateFeeRunFailed: msg`The late-fee run stopped on an error. The late fees it added stay; run it again for the rest.`,
  lateFeeRunNotFound: msg`Late-fee run not found`,
  noInstalments: msg`This fee account has no instalments: grant the concession to the whole fee`,
  noPlan: msg`Set a fee plan for this course first`,
} satisfies DomainTexts;
