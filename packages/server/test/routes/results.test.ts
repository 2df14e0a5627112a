import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentMessages,
  type Assessment,
  type DashboardStats,
  type ResultSheet,
  type StudentResults,
} from '@campus/domain';
import { assessmentMarks, assessments, courseInstructors, emailOutbox, users } from '../../src/db/schema.js';
import { buildTestApp, json, type TestApp } from '../helpers/app.js';
import {
  createAdmin,
  createAssessment,
  createCourse,
  createSection,
  createStaff,
  createStudent,
  enroll,
  giveMarks,
  mainSection,
} from '../helpers/fixtures.js';
import { errorBody } from '../../src/lib/errors.js';

let t: TestApp;
let course: Awaited<ReturnType<typeof createCourse>>;
let evening: Awaited<ReturnType<typeof createSection>>;
/** By name: Aarav and Bhavna in the main section, Chitra (in Devanagari) and Dev in the evening one. */
let students: Awaited<ReturnType<typeof createStudent>>[];
/** Out of 50 weighing 40 (whole course), out of 20 weighing 60 (whole course), out of 10 weighing 0 (evening). */
let midTerm: string;
let final: string;
let eveningQuiz: string;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  // As with SMTP_URL set, without a sender: the outbox keeps what is queued.
  t.app.services.channelsFor = () => ['email'];
  const admin = await createAdmin(t.db);
  const teacher = await createStaff(t.db, { role: 'instructor' });
  const outsider = await createStaff(t.db, { role: 'instructor' });
  course = await createCourse(t.db, { name: 'Economics' });
  await t.db.insert(courseInstructors).values([
    { courseId: course.id, staffId: teacher.id },
    { courseId: (await createCourse(t.db)).id, staffId: outsider.id },
  ]);
  evening = await createSection(t.db, course.id, { name: 'Evening' });
  students = [];
  for (const [name, section] of [
    ['Aarav Shah', undefined],
    ['Bhavna Rao', undefined],
    ['चित्रा वर्मा', evening.id],
    ['Dev Iyer', evening.id],
  ] as const) {
    const student = await createStudent(t.db, { name });
    await enroll(t.db, student.id, course, section ? { sectionId: section } : {});
    students.push(student);
  }
  midTerm = (
    await createAssessment(t.db, course.id, { title: 'Mid-term', maxMarks: 50, weight: 40, date: '2026-10-01' })
  ).id;
  final = (
    await createAssessment(t.db, course.id, {
      title: 'Final',
      kind: 'exam',
      maxMarks: 20,
      weight: 60,
      date: '2026-12-01',
    })
  ).id;
  eveningQuiz = (
    await createAssessment(t.db, course.id, {
      title: 'Evening quiz',
      maxMarks: 10,
      sectionId: evening.id,
      date: '2026-11-01',
    })
  ).id;
  const [aarav, bhavna, chitra, dev] = students as [
    (typeof students)[0],
    (typeof students)[0],
    (typeof students)[0],
    (typeof students)[0],
  ];
  await giveMarks(t.db, midTerm, [
    { studentId: aarav.id, marks: 45 },
    { studentId: bhavna.id, absent: true },
    { studentId: chitra.id, marks: 20, remark: 'बहुत अच्छा' },
    { studentId: dev.id, exempt: true },
  ]);
  await giveMarks(t.db, final, [
    { studentId: aarav.id, marks: 17 },
    { studentId: bhavna.id, marks: 12.5 },
    { studentId: chitra.id, marks: 8 },
  ]);
  await giveMarks(t.db, eveningQuiz, [{ studentId: dev.id, marks: 9 }]);
  headers.admin = await t.auth(admin.auth);
  headers.teacher = await t.auth(teacher.auth);
  headers.outsider = await t.auth(outsider.auth);
  for (const student of students) headers[student.name] = await t.auth(student.auth);
});
afterAll(() => t.close());

const myResults = async (name: string) =>
  json<StudentResults>(await t.app.inject({ url: '/api/results/me', headers: headers[name] })).courses;
const publishing = (id: string, as = 'teacher') =>
  t.app.inject({ method: 'POST', url: `/api/admin/assessments/${id}/publish`, headers: headers[as] });
const sheet = async (query = '', as = 'teacher') =>
  t.app.inject({ url: `/api/admin/courses/${course.id}/results${query}`, headers: headers[as] });

describe('before publishing', () => {
  it('shows students no marks anywhere: no assessment, no result', async () => {
    for (const student of students) {
      expect(await myResults(student.name)).toEqual([
        {
          courseId: course.id,
          courseName: 'Economics',
          sectionName: student.name.startsWith('Aarav') || student.name.startsWith('Bhavna') ? 'Main' : 'Evening',
          assessments: [],
          resultPercent: null,
          grade: null,
          passed: null,
          weightCounted: 0,
        },
      ]);
    }
    const card = await t.app.inject({
      url: `/api/courses/${course.id}/report-card.pdf`,
      headers: headers['Aarav Shah'],
    });
    expect([card.statusCode, json(card)]).toEqual([404, errorBody(assessmentMessages.notPublishedYet)]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it('shows staff the drafts on the result sheet, but no result (students see none yet)', async () => {
    const res = await sheet();
    expect(res.statusCode, res.body).toBe(200);
    const body = json<ResultSheet>(res);
    expect(body.assessments.map((a: Assessment) => [a.title, a.published])).toEqual([
      ['Mid-term', false],
      ['Evening quiz', false],
      ['Final', false],
    ]);
    expect(body.items[0]).toMatchObject({
      name: 'Aarav Shah',
      marks: [{ marks: 45, absent: false, exempt: false }, null, { marks: 17, absent: false, exempt: false }],
      resultPercent: null,
      grade: null,
    });
    expect(body.statistics.count).toBe(0);
  });
});

describe('publishing', () => {
  it('emails each student with marks their result through the outbox, once', async () => {
    const res = await publishing(midTerm);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ assessment: Assessment }>(res).assessment).toMatchObject({ published: true, markedCount: 4 });
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'result_published'));
    expect(emails.map((email) => email.toName).sort()).toEqual(['Aarav Shah', 'Bhavna Rao', 'Dev Iyer', 'चित्रा वर्मा']);
    const chitra = emails.find((email) => email.toName === 'चित्रा वर्मा')!;
    expect(chitra.result).toEqual({
      course: 'Economics',
      assessment: 'Mid-term',
      date: '2026-10-01',
      maxMarks: 50,
      marks: 20,
      absent: false,
      exempt: false,
      remark: 'बहुत अच्छा',
      percent: 40,
      grade: 'P',
    });
    const again = await publishing(midTerm, 'admin');
    expect([again.statusCode, json(again)]).toEqual([409, errorBody(assessmentMessages.alreadyPublished)]);
    expect((await publishing(final, 'outsider')).statusCode).toBe(404);
  });

  it('shows each student their published marks and the weighted result so far, never the drafts', async () => {
    const [aarav] = await myResults('Aarav Shah');
    expect(aarav).toMatchObject({ resultPercent: 90, grade: 'O', passed: true, weightCounted: 40 });
    expect(aarav!.assessments).toEqual([
      {
        _id: midTerm,
        title: 'Mid-term',
        kind: 'test',
        date: '2026-10-01',
        weight: 40,
        maxMarks: 50,
        marks: 45,
        absent: false,
        exempt: false,
        remark: null,
        percent: 90,
        grade: 'O',
      },
    ]);
    const [bhavna] = await myResults('Bhavna Rao');
    expect(bhavna).toMatchObject({ resultPercent: 0, grade: 'F', passed: false });
    const [dev] = await myResults('Dev Iyer');
    expect(dev).toMatchObject({ resultPercent: null, grade: null, weightCounted: 0 });
    expect(dev!.assessments.map((a) => [a.title, a.exempt, a.percent])).toEqual([['Mid-term', true, null]]);
  });

  it('counts the published assessments in the result sheet with the class statistics and distribution', async () => {
    await publishing(final);
    await publishing(eveningQuiz, 'admin');
    const body = json<ResultSheet>(await sheet());
    // Aarav: 90% × 40 + 85% × 60 = 87%; Bhavna: 0 × 40 + 62.5% × 60 = 37.5%; Chitra: 40% × 40 + 40% × 60 = 40%;
    // Dev: exempt, and the evening quiz weighs 0: no result.
    expect(body.items.map((row) => [row.name, row.resultPercent, row.grade, row.weightCounted])).toEqual([
      ['Aarav Shah', 87, 'A+', 100],
      ['Bhavna Rao', 37.5, 'F', 100],
      ['Dev Iyer', null, null, 0],
      ['चित्रा वर्मा', 40, 'P', 100],
    ]);
    expect(body.statistics).toEqual({ count: 3, mean: 54.83, median: 40, highest: 87, lowest: 37.5, passRate: 66.67 });
    expect(body.distribution.filter((band) => band.count > 0)).toEqual([
      { grade: 'A+', count: 1 },
      { grade: 'P', count: 1 },
      { grade: 'F', count: 1 },
    ]);
  });

  it('pages the sheet, keeps one section, and finds students by name', async () => {
    const page = json<ResultSheet>(await sheet('?limit=2&page=2'));
    expect([page.total, page.items.map((row) => row.name)]).toEqual([4, ['Dev Iyer', 'चित्रा वर्मा']]);
    const section = json<ResultSheet>(await sheet(`?sectionId=${evening.id}`));
    expect(section.sectionName).toBe('Evening');
    expect(section.items.map((row) => row.name)).toEqual(['Dev Iyer', 'चित्रा वर्मा']);
    expect(section.statistics).toMatchObject({ count: 1, mean: 40 });
    const found = json<ResultSheet>(await sheet('?search=bhav'));
    expect(found.items.map((row) => row.name)).toEqual(['Bhavna Rao']);
    const elsewhere = await sheet(`?sectionId=${await mainSection(t.db, (await createCourse(t.db)).id)}`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await sheet('', 'outsider')).statusCode).toBe(404);
  });

  it('exports the sheet as CSV with a byte-order mark and as Excel with the statistics', async () => {
    const csv = await t.app.inject({ url: `/api/admin/courses/${course.id}/results.csv`, headers: headers.teacher });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('results_Economics.csv');
    const lines = csv.body.split('\n');
    expect(lines[0]).toBe(
      '\ufeffName,Email,Section,"Mid-term (out of 50, weight 40)","Evening quiz (out of 10, weight 0)",' +
        '"Final (out of 20, weight 60)",Result (%),Grade',
    );
    expect(lines[2]).toBe(`Bhavna Rao,${students[1]!.email},Main,AB,,12.5,37.5,F`);
    expect(lines[3]).toBe(`Dev Iyer,${students[3]!.email},Evening,EX,9,,,`);
    const xlsx = await t.app.inject({ url: `/api/admin/courses/${course.id}/results.xlsx`, headers: headers.admin });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Results')!.getRow(2).getCell(1).value).toBe('Aarav Shah');
    expect(workbook.getWorksheet('Statistics')!.getRow(2).values).toEqual([undefined, 'Mean (%)', 54.83]);
  });

  it("shows staff a student's results across courses; an instructor only their courses'", async () => {
    const aarav = students[0]!;
    const admin = await t.app.inject({ url: `/api/admin/students/${aarav.id}/results`, headers: headers.admin });
    expect(json<StudentResults>(admin).courses.map((c) => [c.courseName, c.resultPercent])).toEqual([
      ['Economics', 87],
    ]);
    const teacher = await t.app.inject({ url: `/api/admin/students/${aarav.id}/results`, headers: headers.teacher });
    expect(teacher.statusCode).toBe(200);
    const outsider = await t.app.inject({ url: `/api/admin/students/${aarav.id}/results`, headers: headers.outsider });
    expect(outsider.statusCode).toBe(404);
  });

  it('shows the dashboard the results published this week and the mean result of their course', async () => {
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: headers.admin });
    const { stats } = json<{ stats: DashboardStats }>(res);
    expect(stats.resultsPublishedThisWeek).toBe(3);
    expect(stats.averageResultPerCourse).toEqual([
      { courseId: course.id, courseName: 'Economics', averagePercent: 54.83, students: 3 },
    ]);
  });

  it("keeps the dashboard's mean as the result sheet counts it through changes to marks, assessments and students", async () => {
    const expectSame = async () => {
      const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: headers.admin });
      const sheet = await t.app.inject({ url: `/api/admin/courses/${course.id}/results`, headers: headers.admin });
      const { statistics } = json<{ statistics: { count: number; mean: number | null } }>(sheet);
      expect(json<{ stats: DashboardStats }>(dashboard).stats.averageResultPerCourse).toEqual([
        { courseId: course.id, courseName: 'Economics', averagePercent: statistics.mean, students: statistics.count },
      ]);
      return statistics;
    };
    expect(await expectSame()).toMatchObject({ count: 3, mean: 54.83 });
    await t.db.update(assessmentMarks).set({ marks: 0 }).where(eq(assessmentMarks.assessmentId, final));
    expect((await expectSame()).mean).not.toBe(54.83);
    await t.db.update(assessments).set({ weight: 0 }).where(eq(assessments.id, midTerm));
    await expectSame();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, students[0]!.id));
    expect((await expectSame()).count).toBe(2);
  });

  it('finds the courses of the latest publications past 500 publications of one course', async () => {
    const busy = await createCourse(t.db, { name: 'Busy Course' });
    const older = await createCourse(t.db, { name: 'Older Course' });
    await t.db.execute(sql`insert into assessments (course_id, title, kind, date, max_marks, weight, published_at)
      select ${busy.id}, 'Quiz ' || g, 'test', current_date, 10, 0, now() + g * interval '1 second'
      from generate_series(1, 501) g`);
    await t.db.insert(assessments).values({
      courseId: older.id,
      title: 'Old test',
      kind: 'test',
      date: '2026-01-01',
      maxMarks: 10,
      weight: 0,
      publishedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: headers.admin });
    const { stats } = json<{ stats: DashboardStats }>(res);
    expect(stats.averageResultPerCourse.map((c) => c.courseName)).toEqual(['Busy Course', 'Economics', 'Older Course']);
  });
});
