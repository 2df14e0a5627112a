// The activity log (the audit trail) and its filters.

export const actionInvalid = 'Unknown action';
export const entityTypeInvalid = 'Unknown kind of record';
export const dateTooEarly = (earliest: string) => `Dates must be on or after ${earliest}`;
/** In place of a date of birth in an event: it is the student's sign-in password. */
export const notRecorded = 'not recorded';
