import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceMessages,
  auditSummaries,
  guardianMessages,
  MAX_GUARDIANS,
  messages,
  STUDENT_EXPORT_COLUMNS,
  STUDENT_IMPORT_GUARDIAN_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
  type StudentImportReport,
} from '@campus/domain';
import {
  auditEvents,
  enrollments,
  feeAccounts,
  guardians,
  sections,
  studentGuardians,
  users,
} from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createCourse,
  createSection,
  createStaff,
  createStudent,
  enroll,
  mainSection,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminHeaders: { authorization: string };
let web: Awaited<ReturnType<typeof createCourse>>;
let data: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.db);
  adminHeaders = await t.auth(admin.auth);
  web = await createCourse(t.db, { name: `Web Development ${randomUUID().slice(0, 4)}`, price: 30_000_00 });
  data = await createCourse(t.db, { name: `Data Science ${randomUUID().slice(0, 4)}` });
});
afterAll(() => t.close());

const token = () => randomUUID().slice(0, 8);
const HEADER = 'name,email,phone,dob,courses';

function upload(file: Uint8Array | string, { dryRun = 'true', name = 'students.csv' } = {}) {
  const form = new FormData();
  if (dryRun !== undefined) form.append('dryRun', dryRun);
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
  return t.app.inject({ method: 'POST', url: '/api/admin/students/import', headers: adminHeaders, payload: form });
}

async function importFile(file: Uint8Array | string, options: { dryRun?: string; name?: string } = {}) {
  const response = await upload(file, options);
  return { status: response.statusCode, report: response.json() as StudentImportReport };
}

const studentByEmail = async (email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
  )[0];

async function courseIdsOf(studentId: string) {
  const rows = await t.db.select().from(enrollments).where(eq(enrollments.studentId, studentId));
  return rows.map((row) => row.courseId).sort();
}

/** Everything an import may write, as one fingerprint: equal fingerprints mean the database did not change. */
async function databaseFingerprint() {
  const { rows } = (await t.db.execute(sql`select
    (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from users u) as users,
    (select md5(coalesce(string_agg(e::text, ',' order by e.id), '')) from enrollments e) as enrollments,
    (select md5(coalesce(string_agg(f::text, ',' order by f.id), '')) from fee_accounts f) as accounts,
    (select md5(coalesce(string_agg(g::text, ',' order by g.id), '')) from guardians g) as guardians,
    (select md5(coalesce(string_agg(sg::text, ',' order by sg.student_id, sg.guardian_id), ''))
      from student_guardians sg) as links,
    (select count(*) from audit_events) as events`)) as unknown as { rows: unknown[] };
  return rows[0];
}

const noErrors = { errors: [] };

/** The file's `rows` are reported with these errors by a dry run, and a real run answers 422 and writes nothing. */
async function expectRefused(file: string, rows: number, errors: StudentImportReport['errors']) {
  const before = await databaseFingerprint();
  const refused = { created: 0, updated: 0, unchanged: 0, rows, errors };
  expect(await importFile(file)).toEqual({ status: 200, report: { dryRun: true, ...refused } });
  expect(await importFile(file, { dryRun: 'false' })).toEqual({ status: 422, report: { dryRun: false, ...refused } });
  expect(await databaseFingerprint()).toEqual(before);
}

describe('GET /api/admin/students/import/template.csv', () => {
  it('answers the header and an example row that imports as it is', async () => {
    const response = await t.app.inject({ url: '/api/admin/students/import/template.csv', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // A byte-order mark, so Excel reads the UTF-8 (Indian scripts); the import takes it off again.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, example, ...rest] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual(['name', 'email', 'phone', 'dob', 'courses', 'section', ...STUDENT_IMPORT_GUARDIAN_COLUMNS]);
    expect(rest).toEqual([]);
    expect(example).toHaveLength(14);
    // The section is optional: left empty, the student joins the course's main section.
    expect(example![5]).toBe('');
    // One guardian in the example, the second left empty.
    expect(example!.slice(6, 10).every((cell) => cell !== '')).toBe(true);
    expect(example!.slice(10)).toEqual(['', '', '', '']);
    expect((await importFile(response.body)).report).toMatchObject({ rows: 1, created: 1, ...noErrors });
  });
});

describe('POST /api/admin/students/import: a well-formed CSV', () => {
  it('reads quoted commas, CRLF, a byte order mark and day-first dates; a dry run writes nothing', async () => {
    const [a, b, c] = [token(), token(), token()];
    const csv =
      '\uFEFF' +
      [
        HEADER,
        `"Sharma, Rohan",rohan-${a}@campus.test,+91 98765 43210,17/05/2004,${web.name}`,
        `Anita Rao,ANITA-${b}@Campus.Test ,9876543210,05-11-2003," ${data.name.toUpperCase()} ;${web.name}"`,
        `"Dev ""DJ"" Joshi",dev-${c}@campus.test,98765-43210,2002-01-31,${data.name}`,
      ].join('\r\n') +
      '\r\n';
    const before = await databaseFingerprint();
    const dry = await importFile(csv);
    expect(dry).toEqual({
      status: 200,
      report: { dryRun: true, rows: 3, created: 3, updated: 0, unchanged: 0, errors: [] },
    });
    expect(await databaseFingerprint()).toEqual(before);

    const real = await importFile(csv, { dryRun: 'false', name: 'batch-2025.csv' });
    expect(real).toEqual({
      status: 200,
      report: { dryRun: false, rows: 3, created: 3, updated: 0, unchanged: 0, errors: [] },
    });
    const rohan = await studentByEmail(`rohan-${a}@campus.test`);
    expect(rohan).toMatchObject({
      role: 'student',
      name: 'Sharma, Rohan',
      phone: '+91 98765 43210',
      dob: '2004-05-17',
    });
    const anita = await studentByEmail(`anita-${b}@campus.test`);
    expect(anita).toMatchObject({ name: 'Anita Rao', phone: '9876543210', dob: '2003-11-05' });
    expect(await courseIdsOf(anita!.id)).toEqual([web.id, data.id].sort());
    expect((await studentByEmail(`dev-${c}@campus.test`))?.name).toBe('Dev "DJ" Joshi');

    const accounts = await t.db.select().from(feeAccounts).where(eq(feeAccounts.studentId, anita!.id));
    expect(accounts.map((account) => account.totalFee).sort()).toEqual([data.price, web.price].sort());

    // The new students sign in with their date of birth, as one added on the form does.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: `rohan-${a}@campus.test`, password: '17-05-2004' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('records one students.imported event with the counts and the file name, and one student.created per row', async () => {
    const email = `audited-${token()}@campus.test`;
    await importFile(`${HEADER}\nMeera Nair,${email},9876543210,21/08/2004,${web.name}\n`, {
      dryRun: 'false',
      name: 'meera.csv',
    });
    const student = await studentByEmail(email);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, student!.id));
    expect(events.map((event) => [event.action, event.summary])).toEqual([
      ['student.created', auditSummaries.studentCreated('Meera Nair')],
    ]);
    expect(events[0]!.changes.dob).toEqual({ from: null, to: messages.audit.notRecorded });
    const [imported] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'students.imported'))
      .orderBy(sql`${auditEvents.at} desc`)
      .limit(1);
    expect(imported).toMatchObject({
      actorId: admin.id,
      entityType: 'import',
      summary: messages.studentImport.summary('meera.csv', 1, 0),
      changes: {
        file: { from: null, to: 'meera.csv' },
        rows: { from: null, to: 1 },
        created: { from: null, to: 1 },
        updated: { from: null, to: 0 },
        unchanged: { from: null, to: 0 },
      },
    });
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from audit_events where changes::text like '%2004-08-21%' or summary like '%2004%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  });

  it('matches headers without regard to case or order, ignores extra columns and skips empty rows', async () => {
    const email = `headers-${token()}@campus.test`;
    const csv = ` Courses ,Notes,EMAIL,Name,DOB,Phone\n\n,,,,,\n${web.name},call later,${email},Kabir Shah,2003-03-03,9876543210\n`;
    expect((await importFile(csv)).report).toMatchObject({ rows: 1, created: 1, ...noErrors });
    // Rows are numbered as the spreadsheet shows them, the skipped empty ones counted.
    const broken = csv.replace('Kabir Shah', '');
    expect((await importFile(broken)).report.errors).toEqual([{ row: 4, column: 'name', message: 'Name is required' }]);
  });

  it('numbers rows as a spreadsheet does when a quoted cell holds a line break', async () => {
    const csv = `${HEADER}\n"Line\nBreak",lb-${token()}@campus.test,9876543210,2004-01-01,${web.name}\nX,not-an-email,9876543210,2004-01-01,${web.name}\n`;
    expect((await importFile(csv)).report.errors).toEqual([
      { row: 2, column: 'name', message: messages.input.hiddenCharacters('Name') },
      { row: 3, column: 'email', message: 'Enter a valid email address' },
    ]);
  });
});

describe('POST /api/admin/students/import: errors', () => {
  it('reports every broken row with the add form’s messages, and a real run answers 422 and writes nothing', async () => {
    const staff = await createStaff(t.db, { role: 'accountant' });
    const taken = `taken-${token()}@campus.test`;
    const rows = [
      HEADER,
      `Good Row,good-${token()}@campus.test,9876543210,2004-01-01,${web.name}`, // 2
      `Impossible,imp-${token()}@campus.test,9876543210,2025-02-30,${web.name}`, // 3
      `Day First,df-${token()}@campus.test,9876543210,31/02/2004,${web.name}`, // 4
      `Unreadable Date,ud-${token()}@campus.test,9876543210,2004/31/12,${web.name}`, // 5
      `First,${taken},9876543210,2004-01-01,${web.name}`, // 6
      `Second,${taken.toUpperCase()},9876543210,2004-01-01,${web.name}`, // 7
      `Unknown Course,uc-${token()}@campus.test,9876543210,2004-01-01,${web.name}; Astrology`, // 8
      `Staff Email,${staff.email},9876543210,2004-01-01,${web.name}`, // 9
      `No Course,nc-${token()}@campus.test,9876543210,2004-01-01,`, // 10
      `,bad-email,12,,${web.name}`, // 11
      `Too Old,old-${token()}@campus.test,9876543210,1899-12-31,${web.name}`, // 12
    ].join('\n');
    const expected = [
      { row: 3, column: 'dob', message: messages.login.dateOfBirthImpossible },
      { row: 4, column: 'dob', message: messages.login.dateOfBirthImpossible },
      { row: 5, column: 'dob', message: messages.login.dateOfBirthFormat },
      { row: 7, column: 'email', message: messages.studentImport.emailRepeated(6) },
      { row: 8, column: 'courses', message: messages.studentImport.unknownCourse('Astrology') },
      { row: 9, column: 'email', message: messages.errors.emailTaken },
      { row: 10, column: 'courses', message: messages.errors.selectCourse },
      { row: 11, column: 'name', message: 'Name is required' },
      { row: 11, column: 'email', message: 'Enter a valid email address' },
      { row: 11, column: 'phone', message: 'Enter a valid phone number' },
      { row: 11, column: 'dob', message: 'Date of birth is required' },
      { row: 12, column: 'dob', message: messages.input.dateOfBirthTooEarly('1900-01-01') },
    ];
    await expectRefused(rows, 11, expected);
  });

  it('leaves the database exactly as it was when the last row of a large file fails', async () => {
    const batch = token();
    const good = Array.from(
      { length: 3000 },
      (_, i) => `Student ${i},bulk-${batch}-${i}@campus.test,98765${String(i).padStart(5, '0')},2004-01-01,${web.name}`,
    );
    const csv = [HEADER, ...good, `Last,last-${batch}@campus.test,9876543210,2004-01-01,Nope`].join('\n');
    const before = await databaseFingerprint();
    const { status, report } = await importFile(csv, { dryRun: 'false' });
    expect(status).toBe(422);
    expect(report).toMatchObject({ rows: 3001, created: 0 });
    expect(report.errors).toEqual([
      { row: 3002, column: 'courses', message: messages.studentImport.unknownCourse('Nope') },
    ]);
    expect(await databaseFingerprint()).toEqual(before);
  });

  it('writes nothing at all when the transaction fails after the rows were written', async () => {
    const batch = token();
    const csv = [
      HEADER,
      ...Array.from(
        { length: 1500 },
        (_, i) => `Student ${i},tx-${batch}-${i}@campus.test,9876543210,2004-01-01,${web.name}`,
      ),
    ].join('\n');
    // The import's own event is written last; refusing it at commit undoes the students written before it.
    await t.db.execute(
      sql.raw(`create function import_test_refuse() returns trigger language plpgsql as $$
      begin if new.action = 'students.imported' then raise exception 'refused by the test'; end if; return null; end $$`),
    );
    await t.db.execute(sql`create constraint trigger import_test_refuse after insert on audit_events
      deferrable initially deferred for each row execute function import_test_refuse()`);
    const before = await databaseFingerprint();
    try {
      const response = await upload(csv, { dryRun: 'false' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(errorBody(messages.errors.internal));
    } finally {
      await t.db.execute(sql`drop trigger import_test_refuse on audit_events`);
      await t.db.execute(sql`drop function import_test_refuse()`);
    }
    expect(await databaseFingerprint()).toEqual(before);
  });

  it.each([
    [
      'no file',
      () => {
        const form = new FormData();
        form.append('dryRun', 'true');
        return form;
      },
      400,
      messages.studentImport.noFile,
    ],
    [
      'no dryRun',
      () => {
        const form = new FormData();
        form.append('file', new Blob([`${HEADER}\n`]), 'a.csv');
        return form;
      },
      400,
      messages.studentImport.dryRunInvalid,
    ],
  ])('refuses a form with %s', async (_label, form, status, error) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students/import',
      headers: adminHeaders,
      payload: form(),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(errorBody(error));
  });

  it.each([
    [
      'a missing column',
      `name,email,dob,courses\nA,a@b.co,2004-01-01,X\n`,
      messages.studentImport.missingColumns(['phone'], ['name', 'email', 'phone', 'dob', 'courses']),
    ],
    ['a repeated column', `${HEADER},Email\n`, messages.studentImport.repeatedColumn('email')],
    ['only a header', `${HEADER}\n\n`, messages.studentImport.noRows],
    ['an empty file', '', messages.studentImport.emptyFile],
    ['an unclosed quote', `${HEADER}\n"A,b@c.co,9876543210,2004-01-01,X\n`, messages.studentImport.unreadable],
    [
      'text that is not UTF-8',
      Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a]),
      messages.studentImport.unreadable,
    ],
    [
      'an old .xls file',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      messages.studentImport.oldExcel,
    ],
    ['a broken .xlsx file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), messages.studentImport.unreadable],
  ])('refuses %s with 400 and writes nothing', async (_label, file, error) => {
    const before = await databaseFingerprint();
    const response = await upload(file, { dryRun: 'false' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(error));
    expect(await databaseFingerprint()).toEqual(before);
  });

  it('refuses a file over 10 MB and one over 20,000 rows before any work', async () => {
    const big = await upload(`${HEADER}\n${'x'.repeat(10 * 1024 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(errorBody(messages.studentImport.tooLarge(10)));

    const rows = Array.from({ length: STUDENT_IMPORT_MAX_ROWS + 1 }, (_, i) => `S,s${i}@x.co,9876543210,2004-01-01,X`);
    const long = await upload([HEADER, ...rows].join('\n'));
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual(errorBody(messages.studentImport.tooManyRows('20,000')));
    // Exactly the limit is fine (and checked: the courses are unknown).
    const atLimit = await importFile([HEADER, ...rows.slice(1)].join('\n'));
    expect(atLimit.report.rows).toBe(STUDENT_IMPORT_MAX_ROWS);
  });
});

describe('POST /api/admin/students/import: known students', () => {
  it('updates name, phone and date of birth, adds courses and never removes one; an unchanged row is counted', async () => {
    const changed = await createStudent(t.db, { email: `changed-${token()}@campus.test`, name: 'Old Name' });
    await enroll(t.db, changed.id, data);
    const same = await createStudent(t.db, { email: `same-${token()}@campus.test`, name: 'Same Person' });
    await enroll(t.db, same.id, web);
    const csv = [
      HEADER,
      `New Name,${changed.email.toUpperCase()},+91 90000 00001,21-08-2004,${web.name}`,
      `Same Person, ${same.email} ,${same.phone},${same.dob},${web.name.toLowerCase()}`,
    ].join('\n');
    expect((await importFile(csv)).report).toEqual({
      dryRun: true,
      rows: 2,
      created: 0,
      updated: 1,
      unchanged: 1,
      errors: [],
    });
    expect((await importFile(csv, { dryRun: 'false' })).report).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await studentByEmail(changed.email)).toMatchObject({
      id: changed.id,
      name: 'New Name',
      phone: '+91 90000 00001',
      dob: '2004-08-21',
    });
    expect(await courseIdsOf(changed.id)).toEqual([web.id, data.id].sort());
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, changed.id));
    expect(events.map((event) => event.action)).toEqual(['student.updated']);
    expect(events[0]!.changes).toEqual({
      name: { from: 'Old Name', to: 'New Name' },
      phone: { from: changed.phone, to: '+91 90000 00001' },
      dob: { from: messages.audit.notRecorded, to: messages.audit.notRecorded },
      courses: { from: [data.name], to: [data.name, web.name].sort() },
    });
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, same.id))).toEqual([]);
    // The same file again changes nothing.
    expect((await importFile(csv, { dryRun: 'false' })).report).toMatchObject({ updated: 0, unchanged: 2 });
  });
});

describe('POST /api/admin/students/import: a section column', () => {
  const SECTION_HEADER = `${HEADER},section`;
  const sectionsOf = async (studentId: string) =>
    Object.fromEntries(
      (await t.db.select().from(enrollments).where(eq(enrollments.studentId, studentId))).map((row) => [
        row.courseId,
        row.sectionId,
      ]),
    );

  it('enrols each row in the section it names of its courses, the others in their main sections; audited', async () => {
    const course = await createCourse(t.db, { name: `Tabla ${token()}` });
    const other = await createCourse(t.db, { name: `Sitar ${token()}` });
    const weekend = await createSection(t.db, course.id, { name: 'Weekend' });
    const [a, b] = [`a-${token()}@campus.test`, `b-${token()}@campus.test`];
    const csv = [
      SECTION_HEADER,
      // Names are matched as the course names are: trimmed, without regard to case.
      `Asha Rao,${a},9876543210,2004-05-17,${course.name};${other.name}, weekEND `,
      `Bala Iyer,${b},9876543211,2004-05-18,${course.name},`,
    ].join('\n');
    expect((await importFile(csv, { dryRun: 'false' })).report).toMatchObject({ created: 2, ...noErrors });
    const asha = (await studentByEmail(a))!;
    expect(await sectionsOf(asha.id)).toEqual({
      [course.id]: weekend.id,
      [other.id]: await mainSection(t.db, other.id),
    });
    const bala = (await studentByEmail(b))!;
    expect(await sectionsOf(bala.id)).toEqual({ [course.id]: await mainSection(t.db, course.id) });
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, asha.id));
    expect(event!.changes).toMatchObject({ sections: { from: null, to: [`${course.name}: Weekend`] } });
  });

  it('refuses a row naming a section none of its courses has, or a deleted one, in the dry run too', async () => {
    const course = await createCourse(t.db, { name: `Veena ${token()}` });
    const elsewhere = await createSection(t.db, (await createCourse(t.db)).id, { name: 'Elsewhere' });
    const gone = await createSection(t.db, course.id, { name: 'Gone' });
    await t.db.update(sections).set({ deletedAt: new Date() }).where(eq(sections.id, gone.id));
    const csv = [
      SECTION_HEADER,
      `Chitra Das,c-${token()}@campus.test,9876543212,2004-05-19,${course.name},${elsewhere.name}`,
      `Dev Sen,d-${token()}@campus.test,9876543213,2004-05-20,${course.name};${web.name},Gone`,
    ].join('\n');
    const before = await databaseFingerprint();
    for (const dryRun of ['true', 'false']) {
      const { status, report } = await importFile(csv, { dryRun });
      expect(status).toBe(dryRun === 'true' ? 200 : 422);
      expect(report.errors).toEqual([
        { row: 2, column: 'section', message: messages.studentImport.unknownSection('Elsewhere', [course.name]) },
        { row: 3, column: 'section', message: messages.studentImport.unknownSection('Gone', [course.name, web.name]) },
      ]);
    }
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("refuses the rows past a section's capacity, counting the file's own rows; a known student's courses keep their section", async () => {
    const course = await createCourse(t.db, { name: `Mridangam ${token()}` });
    const small = await createSection(t.db, course.id, { name: 'Small', capacity: 2 });
    const known = await createStudent(t.db, { email: `known-${token()}@campus.test` });
    await enroll(t.db, known.id, course);
    await enroll(t.db, (await createStudent(t.db)).id, course, { sectionId: small.id });
    const rows = [0, 1].map(
      (n) => `Student ${n},s${n}-${token()}@campus.test,987654321${n},2004-05-1${n},${course.name},Small`,
    );
    // The known student is in the course already: the section names nobody new, and they stay in the main one.
    const knownRow = `${known.name},${known.email},${known.phone},${known.dob},${course.name},Small`;
    const csv = [SECTION_HEADER, knownRow, ...rows].join('\n');
    expect((await importFile(csv)).report).toMatchObject({
      errors: [{ row: 4, column: 'section', message: attendanceMessages.sectionFull('Small', 2) }],
    });
    expect(
      (await importFile([SECTION_HEADER, knownRow, rows[0]].join('\n'), { dryRun: 'false' })).report,
    ).toMatchObject({ created: 1, unchanged: 1, ...noErrors });
    expect(await sectionsOf(known.id)).toEqual({ [course.id]: await mainSection(t.db, course.id) });
    expect(await t.db.$count(enrollments, eq(enrollments.sectionId, small.id))).toBe(2);
  });
});

describe('POST /api/admin/students/import: Excel', () => {
  it('reads the first sheet of an .xlsx file, with date and number cells, numbering errors by sheet row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const email = `xlsx-${token()}@campus.test`;
    sheet.addRow(['Name', 'Email', 'Phone', 'DOB', 'Courses']);
    sheet.addRow([
      'Priya Menon',
      { text: email, hyperlink: `mailto:${email}` },
      9876543210,
      new Date(Date.UTC(2004, 4, 17)),
      web.name,
    ]);
    sheet.addRow([]);
    sheet.addRow(['Broken Row', `broken-${token()}@campus.test`, '9876543210', '30/02/2004', web.name]);
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());

    expect((await importFile(file, { name: 'students.xlsx' })).report).toEqual({
      dryRun: true,
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [{ row: 4, column: 'dob', message: messages.login.dateOfBirthImpossible }],
    });
    sheet.spliceRows(4, 1);
    const fixed = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await importFile(fixed, { dryRun: 'false', name: 'students.xlsx' })).report).toMatchObject({
      created: 1,
      ...noErrors,
    });
    expect(await studentByEmail(email)).toMatchObject({ name: 'Priya Menon', phone: '9876543210', dob: '2004-05-17' });
  });
});

let phoneSequence = Math.floor(Math.random() * 90_000_000);
/** A mobile number no other test gives a guardian. */
const phoneNumber = () => `9${String(++phoneSequence).padStart(9, '0')}`;

async function giveGuardianByApi(studentId: string, guardian: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${studentId}/guardians`,
    headers: adminHeaders,
    payload: guardian,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A student's guardians as stored, in the order they were linked. */
const guardiansOf = (studentId: string) =>
  t.db
    .select({
      id: guardians.id,
      name: guardians.name,
      relation: guardians.relation,
      phone: guardians.phone,
      email: guardians.email,
    })
    .from(studentGuardians)
    .innerJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .where(eq(studentGuardians.studentId, studentId))
    .orderBy(studentGuardians.createdAt, guardians.id);

describe('POST /api/admin/students/import: guardian columns', () => {
  const GUARDIAN_HEADER = `${HEADER},guardian_name,guardian_relation,guardian_phone,guardian_email,guardian2_name,guardian2_relation,guardian2_phone,guardian2_email`;

  it('gives each row its guardians, one phone written two ways linking two children; audited; the same file again changes nothing', async () => {
    const [a, b] = [`sib-a-${token()}@campus.test`, `sib-b-${token()}@campus.test`];
    const [phone, fatherEmail] = [phoneNumber(), `father-${token()}@campus.test`];
    const csv = [
      GUARDIAN_HEADER,
      `Asha Iyer,${a},9876543210,2004-05-17,${web.name},Lakshmi Iyer,Mother,+91 ${phone.slice(0, 5)} ${phone.slice(5)},,Ravi Iyer,Father,,${fatherEmail.toUpperCase()}`,
      // The second child: the mother's phone with a trunk 0 (her name typed differently is not used, as on the form).
      `Bala Iyer,${b},9876543211,2006-01-02,${data.name},L. Iyer,Amma,0${phone},,,,,`,
    ].join('\n');
    const before = await databaseFingerprint();
    expect((await importFile(csv)).report).toEqual({
      dryRun: true,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    expect(await databaseFingerprint()).toEqual(before);
    expect((await importFile(csv, { dryRun: 'false' })).report).toMatchObject({ created: 2, ...noErrors });

    const asha = (await studentByEmail(a))!;
    const bala = (await studentByEmail(b))!;
    const mother = { name: 'Lakshmi Iyer', relation: 'Mother', phone, email: null };
    const father = { name: 'Ravi Iyer', relation: 'Father', phone: null, email: fatherEmail };
    expect(await guardiansOf(asha.id)).toMatchObject([mother, father]);
    const [motherOfBala] = await guardiansOf(bala.id);
    expect(motherOfBala).toMatchObject(mother);
    expect(motherOfBala!.id).toBe((await guardiansOf(asha.id))[0]!.id);

    const events = async (studentId: string) =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, studentId))).map((event) => event.summary);
    expect((await events(asha.id)).sort()).toEqual(
      [
        auditSummaries.studentCreated('Asha Iyer'),
        auditSummaries.guardianCreated('Lakshmi Iyer', 'Mother', 'Asha Iyer'),
        auditSummaries.guardianCreated('Ravi Iyer', 'Father', 'Asha Iyer'),
      ].sort(),
    );
    expect((await events(bala.id)).sort()).toEqual(
      [
        auditSummaries.studentCreated('Bala Iyer'),
        auditSummaries.guardianLinked('Lakshmi Iyer', 'Mother', 'Bala Iyer'),
      ].sort(),
    );

    const imported = await databaseFingerprint();
    for (const dryRun of ['true', 'false']) {
      expect((await importFile(csv, { dryRun })).report).toMatchObject({ updated: 0, unchanged: 2, ...noErrors });
    }
    // A file without guardian columns takes none away either.
    const without = [HEADER, `Asha Iyer,${a},9876543210,2004-05-17,${web.name}`].join('\n');
    expect((await importFile(without, { dryRun: 'false' })).report).toMatchObject({ unchanged: 1, ...noErrors });
    expect(await databaseFingerprint()).toEqual(imported);
  });

  it('gives a known student the guardians they lack, linking one another student has; no student.updated when that is all', async () => {
    const known = await createStudent(t.db, { email: `known-g-${token()}@campus.test`, name: 'Kiran Das' });
    await enroll(t.db, known.id, web);
    const sibling = await createStudent(t.db, { email: `sibling-g-${token()}@campus.test` });
    const [fatherPhone, motherEmail] = [phoneNumber(), `mother-${token()}@campus.test`];
    await giveGuardianByApi(sibling.id, { name: 'Mohan Das', relation: 'Father', phone: fatherPhone });
    await giveGuardianByApi(known.id, { name: 'Rekha Das', relation: 'Mother', email: motherEmail });
    const row = `${known.name},${known.email},${known.phone},${known.dob},${web.name}`;
    const csv = [GUARDIAN_HEADER, `${row},Rekha Das,Mother,,${motherEmail},Mohan,Dad,${fatherPhone},`].join('\n');
    expect((await importFile(csv, { dryRun: 'false' })).report).toMatchObject({
      updated: 1,
      unchanged: 0,
      ...noErrors,
    });
    expect((await guardiansOf(known.id)).map((guardian) => guardian.name)).toEqual(['Rekha Das', 'Mohan Das']);
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, known.id))).map(
      (event) => event.action,
    );
    expect(actions.sort()).toEqual(['guardian.created', 'guardian.linked']);
    expect((await importFile(csv, { dryRun: 'false' })).report).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('reports each broken guardian cell by its column, with the guardian form’s messages, and writes nothing', async () => {
    const full = await createStudent(t.db, { email: `full-${token()}@campus.test` });
    await enroll(t.db, full.id, web);
    for (let n = 0; n < MAX_GUARDIANS - 1; n += 1) {
      await giveGuardianByApi(full.id, { name: `Guardian ${n}`, relation: 'Relative', phone: phoneNumber() });
    }
    const [onePhone, otherEmail] = [phoneNumber(), `other-${token()}@campus.test`];
    await giveGuardianByApi(full.id, { name: 'Phone Owner', relation: 'Uncle', phone: onePhone });
    const other = await createStudent(t.db, { email: `other-g-${token()}@campus.test` });
    await giveGuardianByApi(other.id, { name: 'Email Owner', relation: 'Aunt', email: otherEmail });
    const student = (label: string) =>
      `${label},${label.toLowerCase().replace(/ /g, '-')}-${token()}@campus.test,9876543210,2004-01-01,${web.name}`;
    const rows = [
      GUARDIAN_HEADER,
      `${student('No Contact')},Meena Rao,Mother,,,,,,`, // 2
      `${student('Bad Cells')},,Mother,12,not-an-email,${'x'.repeat(101)},Father,9876543210,`, // 3
      `${student('Two Owners')},Someone,Mother,${onePhone},${otherEmail},,,,`, // 4
      `${full.name},${full.email},${full.phone},${full.dob},${web.name},New One,Aunt,${phoneNumber()},,,,,`, // 5
      `${student('Hidden')},"Zero\u202eDirection",Mother,${phoneNumber()},,Second,"=1+1\u0007",,x@y.co`, // 6
    ].join('\n');
    const expected = [
      { row: 2, column: 'guardian_phone', message: guardianMessages.contactRequired },
      { row: 3, column: 'guardian_name', message: 'Name is required' },
      { row: 3, column: 'guardian_phone', message: 'Enter a valid phone number' },
      { row: 3, column: 'guardian_email', message: 'Enter a valid email address' },
      { row: 3, column: 'guardian2_name', message: messages.input.tooLong('Name', 100) },
      { row: 4, column: 'guardian_phone', message: guardianMessages.phoneAndEmailOfTwo },
      { row: 5, column: 'guardian_name', message: guardianMessages.tooMany },
      { row: 6, column: 'guardian_name', message: messages.input.hiddenCharacters('Name') },
      { row: 6, column: 'guardian2_relation', message: messages.input.hiddenCharacters('Relation') },
    ];
    await expectRefused(rows, 5, expected);
  });
});

describe('GET /api/admin/students/export.csv', () => {
  it('streams every active student in the import columns, formulas neutralised; importing it again changes nothing, and records nothing', async () => {
    const formula = await createStudent(t.db, {
      name: '=HYPERLINK("http://evil")',
      email: `formula-${token()}@campus.test`,
    });
    await enroll(t.db, formula.id, web);
    // Guardians typed by the office: their names and relations are text a spreadsheet could run too.
    const [mother, father] = [phoneNumber(), phoneNumber()];
    await giveGuardianByApi(formula.id, { name: '=cmd|" /C calc"!A0', relation: '@SUM(1+1)', phone: mother });
    await giveGuardianByApi(formula.id, { name: '+Ravi Kumar', relation: '-Father', phone: `+91 ${father}` });
    await giveGuardianByApi(formula.id, { name: 'Third Guardian', relation: 'Aunt', email: `aunt-${token()}@x.co` });
    const deleted = await createStudent(t.db, { email: `deleted-${token()}@campus.test`, deletedAt: new Date() });

    const response = await t.app.inject({ url: '/api/admin/students/export.csv', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=students.csv');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual([...STUDENT_EXPORT_COLUMNS]);
    const activeStudents = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'student'), isNull(users.deletedAt)));
    expect(records).toHaveLength(activeStudents.length);
    // The first two guardians, in the order they were given.
    expect(records).toContainEqual([
      '\'=HYPERLINK("http://evil")',
      formula.email,
      "'+91 9800000000",
      '2004-05-17',
      web.name,
      '\'=cmd|" /C calc"!A0',
      "'@SUM(1+1)",
      mother,
      '',
      "'+Ravi Kumar",
      "'-Father",
      father,
      '',
    ]);
    expect(records.some((record) => record[1] === deleted.email)).toBe(false);

    const before = await databaseFingerprint();
    const reimport = await importFile(response.body);
    expect(reimport.report).toMatchObject({ created: 0, updated: 0, unchanged: records.length, ...noErrors });
    const real = await importFile(response.body, { dryRun: 'false' });
    expect(real.report).toMatchObject({ created: 0, updated: 0, unchanged: records.length, ...noErrors });
    // Not even a "students imported" event: nothing happened.
    expect(await databaseFingerprint()).toEqual(before);
  });
});
