import { DUE_AFTER_DAYS_MAX, FEE_PLAN_INSTALMENTS_MAX, LATE_FEE_DAYS_MAX } from '../constants.js';
import { formatRupees } from '../money.js';

// Fee plans: where a plan is set or a concession granted.

export const instalmentsRequired = 'Add at least one instalment';
export const instalmentsMax = `A plan has at most ${FEE_PLAN_INSTALMENTS_MAX} instalments`;
export const instalmentAmount = 'Each instalment must be more than ₹0';
export const instalmentDue = 'Give each instalment either a due date or a number of days after enrolment';
export const dueDateWindow = (earliest: string, latest: string) =>
  `A due date must be from ${earliest} to ${latest}: within a year before today and ten years after`;
export const dueAfterDays = `Days after enrolment must be a whole number from 0 to ${DUE_AFTER_DAYS_MAX}`;
export const lateFeeKind = 'A late fee is fixed or percent';
export const lateFeeFixed = 'A fixed late fee must be more than ₹0';
export const lateFeePercent = 'A late fee percentage must be more than 0 and at most 100, with at most two decimals';
export const graceDays = `Grace days must be a whole number from 0 to ${LATE_FEE_DAYS_MAX}`;
export const everyDays = `Repeat every must be a whole number of days from 1 to ${LATE_FEE_DAYS_MAX}`;
export const cap = 'The late fee cap must be more than ₹0';
export const noPlan = 'Set a fee plan for this course first';
export const lateFeeRunNotFound = 'Late-fee run not found';
export const lateFeeRunFailed =
  'The late-fee run stopped on an error. The late fees it added stay; run it again for the rest.';
export const instalmentNumber = 'Instalment must be a whole number from 1';
export const noInstalments = 'This fee account has no instalments: grant the concession to the whole fee';
export const noSuchInstalment = (count: number) =>
  `This fee account has ${count === 1 ? '1 instalment' : `${count} instalments`}`;
export const concessionExceedsInstalment =
  'The concession cannot be more than the instalment’s amount less its earlier concessions';
export const total = (planTotal: number, courseFee: number) =>
  `The instalments add up to ${formatRupees(planTotal)}, but the course's fee is ${formatRupees(courseFee)}`;
