import { msg } from '@lingui/core/macro';
import { authMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('auth', {
  accountDeactivated: [
    authMessages.accountDeactivated,
    msg`This account has been deactivated. Ask an admin to reactivate it.`,
  ],
  forbidden: [authMessages.forbidden, msg`You do not have permission to do this`],
  metricsToken: [authMessages.metricsToken, msg`The metrics need the bearer token set in METRICS_TOKEN`],
  mustChangePassword: [
    authMessages.mustChangePassword,
    msg`Please set a new password of your own before you continue.`,
  ],
  required: [authMessages.required, msg`Please sign in to continue`],
  sessionEnded: [authMessages.sessionEnded, msg`Your session has ended. Please sign in again.`],
  sessionExpired: [authMessages.sessionExpired, msg`Your session has expired. Please sign in again.`],
});
