import type { AttendanceInput, AttendanceRoster, MarksGrid, MarksInput } from '@campus/domain';

/**
 * Saves made in the admin area with no connection (#46), kept on the device until they are sent: a class's
 * attendance, or an assessment's marks. Each kind's input, and what the server answers to a save taken.
 */
export interface Saves {
  attendance: { input: AttendanceInput; saved: AttendanceRoster };
  marks: { input: MarksInput; saved: MarksGrid };
}
export type SaveKind = keyof Saves;

/** The field naming the page a save is for (its class, its assessment): with its maker, its key on the device. */
export const SUBJECT = { attendance: 'classSessionId', marks: 'assessmentId' } as const satisfies Record<
  SaveKind,
  string
>;

/**
 * Why a queued save was not sent when it was tried: someone else saved the page since (never sent again), or another
 * refusal, in the server's words (tried again with the next sending).
 */
export type SaveProblem = { kind: 'conflict' } | { kind: 'refused'; message: string };

/** What a page saves, sent or kept: its page, its input and the version it was made on (If-Match), and its label. */
export type UnsentSave<K extends SaveKind> = Record<(typeof SUBJECT)[K], string> & {
  input: Saves[K]['input'];
  /** The page's version the input was made on, sent as If-Match: a save by someone else since is not overwritten. */
  version: number;
  /** The page as the screen named it (a class's course, section and when; an assessment's course and title). */
  label: string;
};

/** One save kept on the device, one per staff member and page. */
export type QueuedSaveOf<K extends SaveKind> = UnsentSave<K> & {
  kind: K;
  /** The staff member who made it (their token's subject). */
  user: string;
  queuedAt: string;
  problem?: SaveProblem;
};
export type QueuedSave = { [K in SaveKind]: QueuedSaveOf<K> }[SaveKind];

/** The class or assessment a save of this kind is for. */
export const subjectOf = (kind: SaveKind, save: object): string => (save as Record<string, string>)[SUBJECT[kind]]!;
