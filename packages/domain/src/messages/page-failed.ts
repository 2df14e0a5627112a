// A screen that failed to show (it threw while rendering, or its code could not be loaded).

export const title = 'This page could not be shown';
export const detail =
  "Something went wrong while showing it. Reload the page to try again, or start again from the area's home.";
