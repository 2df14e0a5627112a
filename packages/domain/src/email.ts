/** Socket errors that mean the mail server could not be reached at all, as Node names them. */
const UNREACHABLE = /\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET)\b/;

/**
 * The latest sending error in words an office reads: an unreachable mail server is said as such (the raw error, such
 * as "connect ECONNREFUSED 127.0.0.1:2526", stays beside it for whoever runs the server); any other error as it came.
 */
export function emailErrorInWords(error: string): string {
  return UNREACHABLE.test(error)
    ? 'The mail server cannot be reached, so emails wait and are tried again automatically. Check that the mail ' +
        'server is running and that SMTP_URL points to it.'
    : error;
}
