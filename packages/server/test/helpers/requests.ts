import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ifMatch, type AttendanceStatus } from '@campus/domain';
import type { TestApp } from './app.js';
import { createAdmin } from './fixtures.js';

type Headers = Record<string, string>;

/** The bearer header of a new admin, signed in. */
export async function adminHeaders(t: TestApp): Promise<Headers> {
  return t.auth((await createAdmin(t.db)).auth);
}

/** Sets the app's clock to an instant given as India's date and time ("2026-06-01 09:00"). */
export function setClockInIndia(t: TestApp, dateTime: string) {
  t.app.services.now = () => new Date(`${dateTime.replace(' ', 'T')}:00+05:30`);
}

/** A refusal as the tests compare it: its status and its JSON body. */
export const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json()];

/** Asks the app as the user of `headers` (GET unless told), expects 200 and answers the JSON body. */
export async function answerOf<T>(
  t: TestApp,
  headers: Headers,
  url: string,
  { method = 'GET', payload }: { method?: InjectOptions['method']; payload?: InjectOptions['payload'] } = {},
): Promise<T> {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/**
 * Saves a class's attendance through the API as the user of `headers` (an admin, say), at the attendance's version 0
 * (its first save) unless told; each mark is [studentId, status, note?]. Expects it saved.
 */
export async function saveAttendance(
  t: TestApp,
  headers: Headers,
  classId: string,
  marks: [string, AttendanceStatus, string?][],
  { version = 0, reason }: { version?: number; reason?: string } = {},
) {
  await answerOf(t, { ...headers, 'if-match': ifMatch(version) }, `/api/admin/class-sessions/${classId}/attendance`, {
    method: 'PUT',
    payload: { marks: marks.map(([studentId, status, note]) => ({ studentId, status, note })), reason },
  });
}
