// The sign-in lock of an account, as staff see it on the student's history and the staff list.

export const lockedUntil = (time: string) => `Sign-in is locked until ${time} after too many wrong attempts`;
export const unlock = 'Unlock sign-in';
export const unlocked = 'Sign-in unlocked: they can sign in again now';
export const unlockFailed = 'Failed to unlock sign-in';
export const loadFailed = 'Failed to check whether sign-in is locked';
