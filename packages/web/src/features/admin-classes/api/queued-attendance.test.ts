import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { AttendanceInput, AttendanceRoster } from '@campus/domain';
import { ApiError } from '@/lib/api-client';
import {
  forgetQueuedAttendance,
  queueAttendance,
  queuedAttendance,
  sendQueuedAttendance,
  type QueuedSave,
} from './queued-attendance';

const STUDENT = '11111111-1111-4111-8111-111111111111';
const marks = (status: 'present' | 'absent' | 'late'): AttendanceInput => ({
  marks: [{ studentId: STUDENT, status, note: null }],
});

/** A save made offline by `user` of class `classSessionId`, on `version`, at minute `minute`. */
const save = (user: string, classSessionId: string, version: number, minute = 0, input = marks('absent')) => ({
  user,
  classSessionId,
  input,
  version,
  label: `Web Development · Morning (${classSessionId})`,
  queuedAt: `2026-08-03T04:${String(minute).padStart(2, '0')}:00.000Z`,
});

/** What the server answers to a save taken: the roster at the next version. */
const savedRoster = ({ version }: QueuedSave) => ({ version: version + 1 }) as AttendanceRoster;

describe('the queue of attendance saved offline', () => {
  it("keeps one save per class and staff member, the newest marks at the first save's version, oldest first", async () => {
    await queueAttendance(save('keep-a', 'class-2', 3, 5));
    await queueAttendance(save('keep-a', 'class-1', 0, 1));
    await queueAttendance(save('keep-b', 'class-1', 0, 2));
    const replaced = await queueAttendance(save('keep-a', 'class-2', 4, 9, marks('late')));
    expect(replaced).toMatchObject({ version: 3, input: marks('late') });

    const queued = await queuedAttendance('keep-a');
    expect(queued.map((each) => [each.classSessionId, each.version, each.input.marks[0]!.status])).toEqual([
      ['class-1', 0, 'absent'],
      ['class-2', 3, 'late'],
    ]);
    expect((await queuedAttendance('keep-b')).map((each) => each.classSessionId)).toEqual(['class-1']);

    await forgetQueuedAttendance('keep-a', 'class-1');
    expect((await queuedAttendance('keep-a')).map((each) => each.classSessionId)).toEqual(['class-2']);
    expect(await queuedAttendance('keep-b')).toHaveLength(1);
  });

  it('sends each save once at the version it was made on, oldest first, and takes it out of the queue', async () => {
    await queueAttendance(save('send-a', 'class-2', 1, 2));
    await queueAttendance(save('send-a', 'class-1', 0, 1));
    await queueAttendance(save('send-b', 'class-1', 0, 1));
    const sent: [string, number][] = [];
    const result = await sendQueuedAttendance('send-a', async (each) => {
      sent.push([each.classSessionId, each.version]);
      return savedRoster(each);
    });
    expect(sent).toEqual([
      ['class-1', 0],
      ['class-2', 1],
    ]);
    expect(result.map(({ save, saved }) => [save.classSessionId, saved.version])).toEqual([
      ['class-1', 1],
      ['class-2', 2],
    ]);
    expect(await queuedAttendance('send-a')).toEqual([]);
    // Another staff member's save on the device is neither sent nor dropped.
    expect(await queuedAttendance('send-b')).toHaveLength(1);
    expect(await sendQueuedAttendance('send-a', () => Promise.reject(new Error('not called')))).toEqual([]);
  });

  it('keeps a save someone else saved over (409) as a conflict, never sent again, and sends the rest', async () => {
    await queueAttendance(save('clash', 'class-1', 0, 1));
    await queueAttendance(save('clash', 'class-2', 0, 2));
    const sent: string[] = [];
    const result = await sendQueuedAttendance('clash', async (each) => {
      sent.push(each.classSessionId);
      if (each.classSessionId === 'class-1') throw new ApiError(409, 'Someone else saved', true);
      return savedRoster(each);
    });
    expect(sent).toEqual(['class-1', 'class-2']);
    expect(result.map(({ save }) => save.classSessionId)).toEqual(['class-2']);
    expect(await queuedAttendance('clash')).toMatchObject([
      { classSessionId: 'class-1', version: 0, input: marks('absent'), problem: { kind: 'conflict' } },
    ]);

    expect(await sendQueuedAttendance('clash', () => Promise.reject(new Error('not called')))).toEqual([]);
    // Marked again after the conflict was shown, on the version read then: that version is the one kept.
    await queueAttendance(save('clash', 'class-1', 1, 7, marks('late')));
    expect(await queuedAttendance('clash')).toEqual([save('clash', 'class-1', 1, 7, marks('late'))]);
  });

  it("keeps another refusal with the server's words and tries it again with the next sending", async () => {
    await queueAttendance(save('refused', 'class-1', 0));
    await sendQueuedAttendance('refused', () => Promise.reject(new ApiError(403, 'The marking window is over', true)));
    expect(await queuedAttendance('refused')).toMatchObject([
      { problem: { kind: 'refused', message: 'The marking window is over' } },
    ]);
    await sendQueuedAttendance('refused', async (each) => savedRoster(each));
    expect(await queuedAttendance('refused')).toEqual([]);
  });

  it('stops with no connection or an ended session, keeping every save as it was', async () => {
    await queueAttendance(save('offline', 'class-1', 0, 1));
    await queueAttendance(save('offline', 'class-2', 0, 2));
    const before = await queuedAttendance('offline');
    for (const failure of [new TypeError('Failed to fetch'), new ApiError(401, 'Your session has expired', true)]) {
      let tried = 0;
      const result = await sendQueuedAttendance('offline', () => {
        tried += 1;
        return Promise.reject(failure);
      });
      expect(result).toEqual([]);
      expect(tried).toBe(1);
      expect(await queuedAttendance('offline')).toEqual(before);
    }
  });
});
