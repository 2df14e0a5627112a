/** What a class added, moved or cancelled changes: the days' classes, the registers and the rosters (their class). */
export const CLASS_KEYS = [
  ['admin', 'class-sessions'],
  ['admin', 'register'],
  ['admin', 'attendance'],
] as const;
