import { msg } from '@lingui/core/macro';
import { feePlanMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('feePlan', {
  cap: [feePlanMessages.cap, msg`The late fee cap must be more than ₹0`],
  concessionExceedsInstalment: [
    feePlanMessages.concessionExceedsInstalment,
    msg`The concession cannot be more than the instalment’s amount less its earlier concessions`,
  ],
  dueAfterDays: [feePlanMessages.dueAfterDays, msg`Days after enrolment must be a whole number from 0 to 3650`],
  everyDays: [feePlanMessages.everyDays, msg`Repeat every must be a whole number of days from 1 to 365`],
  graceDays: [feePlanMessages.graceDays, msg`Grace days must be a whole number from 0 to 365`],
  instalmentAmount: [feePlanMessages.instalmentAmount, msg`Each instalment must be more than ₹0`],
  instalmentDue: [
    feePlanMessages.instalmentDue,
    msg`Give each instalment either a due date or a number of days after enrolment`,
  ],
  instalmentNumber: [feePlanMessages.instalmentNumber, msg`Instalment must be a whole number from 1`],
  instalmentsMax: [feePlanMessages.instalmentsMax, msg`A plan has at most 24 instalments`],
  instalmentsRequired: [feePlanMessages.instalmentsRequired, msg`Add at least one instalment`],
  lateFeeFixed: [feePlanMessages.lateFeeFixed, msg`A fixed late fee must be more than ₹0`],
  lateFeeKind: [feePlanMessages.lateFeeKind, msg`A late fee is fixed or percent`],
  lateFeePercent: [
    feePlanMessages.lateFeePercent,
    msg`A late fee percentage must be more than 0 and at most 100, with at most two decimals`,
  ],
  lateFeeRunFailed: [
    feePlanMessages.lateFeeRunFailed,
    msg`The late-fee run stopped on an error. The late fees it added stay; run it again for the rest.`,
  ],
  lateFeeRunNotFound: [feePlanMessages.lateFeeRunNotFound, msg`Late-fee run not found`],
  noInstalments: [
    feePlanMessages.noInstalments,
    msg`This fee account has no instalments: grant the concession to the whole fee`,
  ],
  noPlan: [feePlanMessages.noPlan, msg`Set a fee plan for this course first`],
});
