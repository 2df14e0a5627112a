// A screen of the admin area that the signed-in staff member's role may not open.

export const title = 'You do not have access to this page';
export const detail = 'Your role does not include this part of Campus. Ask an admin if you need it.';
