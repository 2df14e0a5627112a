// A session: signing in required, expired or ended, and what a role may not do.

export const required = 'Please sign in to continue';
export const sessionExpired = 'Your session has expired. Please sign in again.';
/** The token's session was ended: signed out, or the account was deleted. */
export const sessionEnded = 'Your session has ended. Please sign in again.';
export const forbidden = 'You do not have permission to do this';
/** A staff member's account an admin deactivated: signing in is refused, and so is every request of their session. */
export const accountDeactivated = 'This account has been deactivated. Ask an admin to reactivate it.';
/** A staff member signed in with the password an admin gave them and has not set their own yet. */
export const mustChangePassword = 'Please set a new password of your own before you continue.';
/** GET /metrics without the bearer token METRICS_TOKEN sets. */
export const metricsToken = 'The metrics need the bearer token set in METRICS_TOKEN';
