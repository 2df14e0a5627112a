// A guardian's pages (#44): kept apart from the guardians' rules' texts, which bring the domain's constants along.

export const childrenLoadFailed = 'Failed to load your children. Please try again.';
export const noChildren = 'No student is linked to you yet. The institute’s office links guardians to their children.';
