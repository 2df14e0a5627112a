import { addDays, type ClassSession, type MessagePage, type Section, type StudentListItem } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './api-setup';
import { DEMO } from './browser';
import { startServer } from './server';
import { smppEnv, startSmsc, textsTo, type TestSmsc } from './sms-centre';

/**
 * An absence marked in class reaches the guardian by SMS once, and not in the quiet hours. The day's absences are
 * queued at ATTENDANCE_EMAILS_AT, or as the server starts once that time has passed today, so the server of this file
 * is restarted on its data with TEST_CLOCK moved on: before that time to mark a class, after it for the day's run.
 */
const DAY = '2027-03-10';
const NEXT_DAY = addDays(DAY, 1);
/** A moment in India (UTC+05:30) as TEST_CLOCK takes it. */
const inIndia = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const STUDENT = { name: 'Rohan Absent', email: 'rohan.absent@e2e.campus.test', dob: '2006-05-06', phone: '9810066601' };
const GUARDIAN = { name: 'Sunita Absent', relation: 'Mother', phone: '9810066602' };

let smsc: TestSmsc;
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
let studentId: string;
let section: Section;

/** The server (again, on the same data after the first) with its clock starting at `clock`; signs the admin in. */
async function serverAt(clock: Date) {
  const env = { ...smppEnv(smsc, ['absence']), ATTENDANCE_EMAILS_AT: '17:00', TEST_CLOCK: clock.toISOString() };
  if (!server) server = await startServer(env);
  else {
    await server.stop({ keepData: true });
    server = await startServer({ ...env, SEED_DEMO: '0' }, server);
  }
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.admin),
  });
  token = ((await login.json()) as { token: string }).token;
}

const call = <T>(path: string, method = 'GET', body?: FormData | object, headers: Record<string, string> = {}) =>
  apiCall<T>(token, path, method, body, headers, server.url);

/** Marks the student absent at the class of `day` (the server's today), as an admin saves a class's attendance. */
async function markAbsent(day: string) {
  const { classSessions } = await call<{ classSessions: ClassSession[] }>(`/admin/class-sessions?date=${day}`);
  const ours = classSessions.find((each) => each.sectionId === section._id)!;
  await call(
    `/admin/class-sessions/${ours._id}/attendance`,
    'PUT',
    { marks: [{ studentId, status: 'absent' }] },
    { 'if-match': '"0"' },
  );
}

/** The guardian's SMS of the student's messages, as the admin's Messages API lists them. */
async function guardianSms() {
  const page = await call<MessagePage>(`/admin/messages?studentId=${studentId}&channel=sms&limit=100`);
  return page.items.filter((item) => item.guardianId !== null);
}

// A server of its own, with the demo data seeded: on a busy machine that alone may take most of a minute.
beforeAll(async () => {
  smsc = await startSmsc();
  await serverAt(inIndia(DAY, '09:00'));
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Absence Course',
    description: 'Classes every day',
    duration: '4',
    price: '1000',
    category: 'E2E',
  }))
    form.append(name, value);
  const { course } = await call<{ course: { _id: string } }>('/courses', 'POST', form);
  const student = new FormData();
  for (const [name, value] of Object.entries({ ...STUDENT, course: course._id })) student.append(name, value);
  studentId = (await call<{ user: StudentListItem }>('/admin/users', 'POST', student)).user._id;
  await call(`/admin/users/${studentId}/guardians`, 'POST', GUARDIAN);
  section = (await call<{ sections: Section[] }>(`/admin/courses/${course._id}/sections`)).sections[0]!;
  await call(`/admin/sections/${section._id}/timetable`, 'PUT', {
    from: DAY,
    to: addDays(DAY, 6),
    // From 10:00, so that today's class is still ahead of the clock (09:00) and is made.
    slots: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '11:00', room: 'A1' })),
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await smsc?.stop();
});

describe('an absence marked in class', () => {
  it('reaches the guardian’s phone once, even when the day’s run comes again', { timeout: 150_000 }, async () => {
    await markAbsent(DAY);
    await serverAt(inIndia(DAY, '17:30'));
    await expect.poll(() => textsTo(smsc, GUARDIAN.phone).length, { timeout: 15_000 }).toBe(1);
    expect(textsTo(smsc, GUARDIAN.phone)[0]).toContain(STUDENT.name);
    await expect.poll(async () => (await guardianSms()).map((sms) => sms.state)).toEqual(['sent']);

    // Another run of the day (stopping waits for a run under way), then a look at what it queued.
    await serverAt(inIndia(DAY, '18:00'));
    await serverAt(inIndia(NEXT_DAY, '16:00'));
    expect((await guardianSms()).map((sms) => sms.kind)).toEqual(['absence']);
    expect(textsTo(smsc, GUARDIAN.phone)).toHaveLength(1);
  });

  it('waits in the quiet hours until 08:00 in India', { timeout: 150_000 }, async () => {
    await markAbsent(NEXT_DAY);
    const clock = inIndia(NEXT_DAY, '21:30');
    const starting = Date.now();
    await serverAt(clock);
    const started = Date.now();
    const queued = async () => (await guardianSms()).filter((sms) => sms.state === 'queued');
    await expect.poll(async () => (await queued()).length).toBe(1);
    const [held] = await queued();
    expect(held!.attempts).toBe(0);
    // Its due time is on the database's clock: moved onto the server's (TEST_CLOCK from its start), it is 08:00.
    const due = new Date(held!.dueAt!).getTime();
    const eightInIndia = inIndia(addDays(NEXT_DAY, 1), '08:00').getTime();
    expect(eightInIndia).toBeGreaterThanOrEqual(due + clock.getTime() - started);
    expect(eightInIndia).toBeLessThanOrEqual(due + clock.getTime() - starting);
    expect(textsTo(smsc, GUARDIAN.phone)).toHaveLength(1);
  });
});
