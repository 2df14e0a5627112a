import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  alsoSendNotice: msg`Also send to students and their guardians`,
  notConfigured: msg`Email is not configured: set SMTP_URL and MAIL_FROM on the server to send email.`,
  noticeChannelsOff: msg`No email, SMS or WhatsApp is configured on the server.`,
  noticeEmailNotConfigured: msg`No email, SMS or WhatsApp is configured for notices, so the notice cannot be sent. Untick "Also send to students and their guardians" to publish it on the dashboard only.`,
} satisfies DomainTexts;
