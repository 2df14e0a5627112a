// What a screen says once a change is done.

export const paymentRecorded = 'Payment recorded successfully!';
export const entryReversed = 'Entry reversed';
export const concessionGranted = 'Concession granted';
export const noticeSent = 'Notice sent';
export const studentDeleted = 'Student deleted';
export const passwordChanged = 'Your password was changed. Other sign-ins with the old password have ended.';
