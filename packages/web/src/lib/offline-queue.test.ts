import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { attendanceMessages, type AttendanceInput, type MarksInput } from '@campus/domain';
import { ApiError } from './api-client';
import { forgetQueuedSave, queueSave, queuedSaves, sendQueuedSaves } from './offline-queue';
import type { QueuedSave, QueuedSaveOf } from './queued-save';

const STUDENT = '11111111-1111-4111-8111-111111111111';
const attendanceInput = (status: 'present' | 'absent' | 'late'): AttendanceInput => ({
  marks: [{ studentId: STUDENT, status, note: null }],
});
const marksInput = (marks: number, reason?: string): MarksInput => ({
  marks: [{ studentId: STUDENT, marks, absent: false, exempt: false, remark: null }],
  ...(reason === undefined ? {} : { reason }),
});
const at = (minute: number) => `2026-08-03T04:${String(minute).padStart(2, '0')}:00.000Z`;

/** Attendance saved offline by `user` of class `classSessionId`, on `version`, at minute `minute`. */
const attendance = (
  user: string,
  classSessionId: string,
  version: number,
  minute = 0,
  input = attendanceInput('absent'),
): QueuedSaveOf<'attendance'> => ({
  kind: 'attendance',
  user,
  classSessionId,
  input,
  version,
  label: `Web Development · Morning (${classSessionId})`,
  queuedAt: at(minute),
});

/** Marks saved offline by `user` of assessment `assessmentId`, on `version`, at minute `minute`. */
const marks = (
  user: string,
  assessmentId: string,
  version: number,
  minute = 0,
  input = marksInput(15),
): QueuedSaveOf<'marks'> => ({
  kind: 'marks',
  user,
  assessmentId,
  input,
  version,
  label: `Web Development · Unit test (${assessmentId})`,
  queuedAt: at(minute),
});

/** The page a save is for, and its version. */
const keyOf = (save: QueuedSave) => [
  save.kind,
  save.kind === 'attendance' ? save.classSessionId : save.assessmentId,
  save.version,
];

/** What the server answers to a save taken: the page at the next version. */
const taken = async (save: QueuedSave) => ({ version: save.version + 1 });
const notCalled = () => Promise.reject(new Error('not called'));

describe('the queue of saves made offline', () => {
  it('keeps the attendance queued before marks could be (version 1 of the database)', async () => {
    // The test files of a worker share the database: this one starts it again (the queue lets go of it when asked).
    await queuedSaves('upgraded');
    await deleteDB('campus-queue');
    const old = await openDB('campus-queue', 1, {
      upgrade(db) {
        db.createObjectStore('attendance', { keyPath: ['user', 'classSessionId'] });
      },
    });
    const { kind: _kind, ...unmarked } = attendance('upgraded', 'class-1', 2);
    await old.put('attendance', unmarked);
    old.close();

    expect(await queuedSaves('upgraded')).toEqual([attendance('upgraded', 'class-1', 2)]);
    await queueSave(marks('upgraded', 'test-1', 0, 1));
    expect((await queuedSaves('upgraded')).map(keyOf)).toEqual([
      ['attendance', 'class-1', 2],
      ['marks', 'test-1', 0],
    ]);
  });

  it("keeps one save per page and staff member, the newest input at the first save's version, oldest first", async () => {
    await queueSave(attendance('keep-a', 'class-2', 3, 5));
    await queueSave(marks('keep-a', 'test-1', 4, 3));
    await queueSave(attendance('keep-a', 'class-1', 0, 1));
    await queueSave(attendance('keep-b', 'class-1', 0, 2));
    const replaced = await queueSave(attendance('keep-a', 'class-2', 4, 9, attendanceInput('late')));
    expect(replaced).toMatchObject({ version: 3, input: attendanceInput('late') });
    const again = await queueSave(marks('keep-a', 'test-1', 6, 8, marksInput(18, 'Rechecked')));
    expect(again).toMatchObject({ version: 4, input: marksInput(18, 'Rechecked') });

    expect((await queuedSaves('keep-a')).map(keyOf)).toEqual([
      ['attendance', 'class-1', 0],
      ['marks', 'test-1', 4],
      ['attendance', 'class-2', 3],
    ]);
    expect((await queuedSaves('keep-b')).map(keyOf)).toEqual([['attendance', 'class-1', 0]]);

    await forgetQueuedSave('keep-a', 'attendance', 'class-1');
    await forgetQueuedSave('keep-a', 'marks', 'test-1');
    expect((await queuedSaves('keep-a')).map(keyOf)).toEqual([['attendance', 'class-2', 3]]);
    expect(await queuedSaves('keep-b')).toHaveLength(1);
  });

  it('sends each save of either kind once, at the version it was made on, oldest first, and takes it out', async () => {
    await queueSave(marks('send-a', 'test-1', 1, 3, marksInput(12, 'Rechecked')));
    await queueSave(attendance('send-a', 'class-2', 1, 2));
    await queueSave(attendance('send-a', 'class-1', 0, 1));
    await queueSave(marks('send-b', 'test-1', 1, 1));
    const sent: QueuedSave[] = [];
    const result = await sendQueuedSaves('send-a', (save) => {
      sent.push(save);
      return taken(save);
    });
    expect(sent.map(keyOf)).toEqual([
      ['attendance', 'class-1', 0],
      ['attendance', 'class-2', 1],
      ['marks', 'test-1', 1],
    ]);
    // What the form sent, a reason with it, is what is sent.
    expect(sent[2]!.input).toEqual(marksInput(12, 'Rechecked'));
    expect(result.map(({ save, saved }) => [save.kind, saved.version])).toEqual([
      ['attendance', 1],
      ['attendance', 2],
      ['marks', 2],
    ]);
    expect(await queuedSaves('send-a')).toEqual([]);
    // Another staff member's save on the device is neither sent nor dropped.
    expect((await queuedSaves('send-b')).map(keyOf)).toEqual([['marks', 'test-1', 1]]);
    expect(await sendQueuedSaves('send-a', notCalled)).toEqual([]);
  });

  it('keeps a save someone else saved over (409) as a conflict, never sent again, and sends the rest', async () => {
    await queueSave(marks('clash', 'test-1', 0, 1));
    await queueSave(attendance('clash', 'class-1', 0, 2));
    await queueSave(marks('clash', 'test-2', 0, 3));
    const sent: string[] = [];
    const result = await sendQueuedSaves('clash', async (save) => {
      sent.push(keyOf(save).join(':'));
      if (save.kind === 'marks' && save.assessmentId === 'test-1') {
        throw new ApiError(409, 'Someone else saved', true);
      }
      return taken(save);
    });
    expect(sent).toEqual(['marks:test-1:0', 'attendance:class-1:0', 'marks:test-2:0']);
    expect(result.map(({ save }) => keyOf(save))).toEqual([
      ['attendance', 'class-1', 0],
      ['marks', 'test-2', 0],
    ]);
    expect(await queuedSaves('clash')).toEqual([{ ...marks('clash', 'test-1', 0, 1), problem: { kind: 'conflict' } }]);

    expect(await sendQueuedSaves('clash', notCalled)).toEqual([]);
    // Typed again after the conflict was shown, on the version read then: that version is the one kept.
    await queueSave(marks('clash', 'test-1', 1, 7, marksInput(9)));
    expect(await queuedSaves('clash')).toEqual([marks('clash', 'test-1', 1, 7, marksInput(9))]);
  });

  it("keeps another refusal with the server's words and tries it again with the next sending", async () => {
    await queueSave(marks('refused', 'test-1', 0, 1));
    await queueSave(attendance('refused', 'class-1', 0, 2));
    await sendQueuedSaves('refused', (save) =>
      Promise.reject(
        save.kind === 'marks'
          ? new ApiError(400, 'This assessment is published: give a reason for changing its marks', true)
          : new ApiError(500, 'Failed', false),
      ),
    );
    expect((await queuedSaves('refused')).map(({ kind, problem }) => [kind, problem])).toEqual([
      ['marks', { kind: 'refused', message: 'This assessment is published: give a reason for changing its marks' }],
      ['attendance', { kind: 'refused', message: attendanceMessages.queuedRefusedUnexplained }],
    ]);
    await sendQueuedSaves('refused', taken);
    expect(await queuedSaves('refused')).toEqual([]);
  });

  it('stops with no connection or an ended session, keeping every save as it was', async () => {
    await queueSave(marks('offline', 'test-1', 0, 1));
    await queueSave(attendance('offline', 'class-1', 0, 2));
    const before = await queuedSaves('offline');
    for (const failure of [new TypeError('Failed to fetch'), new ApiError(401, 'Your session has expired', true)]) {
      let tried = 0;
      const result = await sendQueuedSaves('offline', () => {
        tried += 1;
        return Promise.reject(failure);
      });
      expect(result).toEqual([]);
      expect(tried).toBe(1);
      expect(await queuedSaves('offline')).toEqual(before);
    }
  });
});
