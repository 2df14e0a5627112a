// A student's or a guardian's choice of the messages they receive, and of the channels.
import type { Channel, MessageKind } from '../constants.js';

export const receiptMandatory = 'Receipts cannot be switched off: each payment is confirmed by its receipt.';
export const noChannel = 'Keep at least one channel on: receipts are always sent.';

export const title = 'Messages';
export const intro = 'Choose what Campus tells you about, and how.';
export const kindsHeading = 'What you hear about';
export const channelsHeading = 'How you hear it';
export const kindLabels: Record<MessageKind, string> = {
  absence: 'Absences',
  attendance_warning: 'Attendance below the minimum',
  fee_due: 'Fees falling due',
  fee_overdue: 'Overdue fees',
  receipt: 'Receipts',
  result: 'Results',
  notice: 'Notices',
};
export const channelLabels: Record<Channel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };
export const receiptAlwaysOn = 'Always on: each payment is confirmed by its receipt.';
export const channelUnavailable = (channel: Channel) => `${channelLabels[channel]} is not available at this institute.`;
export const save = 'Save';
export const saving = 'Saving…';
export const saved = 'Your message preferences are saved.';
export const loading = 'Loading your message preferences…';
export const saveFailed = 'Your message preferences could not be saved. Please try again.';
/** A language Campus does not have (#46). */
export const language = 'Language must be one of: en, hi';
