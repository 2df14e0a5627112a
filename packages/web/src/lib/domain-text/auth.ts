import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  accountDeactivated: msg`This account has been deactivated. Ask an admin to reactivate it.`,
  forbidden: msg`You do not have permission to do this`,
  metricsToken: msg`The metrics need the bearer token set in METRICS_TOKEN`,
  mustChangePassword: msg`Please set a new password of your own before you continue.`,
  required: msg`Please sign in to continue`,
  sessionEnded: msg`Your session has ended. Please sign in again.`,
  sessionExpired: msg`Your session has expired. Please sign in again.`,
} satisfies DomainTexts;
