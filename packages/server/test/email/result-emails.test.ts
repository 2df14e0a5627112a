import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTexts } from '@campus/domain';
import { buildTestApp, testEmailConfig, type TestApp } from '../helpers/app.js';
import { createAdmin, createAssessment, createCourse, createStudent, enroll, giveMarks } from '../helpers/fixtures.js';
import { writtenDay } from '../helpers/pdf.js';
import { startMailServer, type TestMailServer } from '../helpers/smtp.js';

const MAIL_FROM = { name: undefined, address: 'office@campus.test' };

let mail: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp({ email: testEmailConfig({ smtp: { url: mail.url(), from: MAIL_FROM } }) });
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe('result emails', () => {
  it('tell each student their marks when published, and their marks before and now with the reason when changed', async () => {
    const admin = await t.auth((await createAdmin(t.db)).auth);
    const student = await createStudent(t.db, { name: 'चित्रा वर्मा' });
    const course = await createCourse(t.db, { name: 'हिंदी साहित्य' });
    await enroll(t.db, student.id, course);
    const { id } = await createAssessment(t.db, course.id, { title: 'Unit test 1', maxMarks: 40, date: '2026-12-04' });
    await giveMarks(t.db, id, [{ studentId: student.id, marks: 33, remark: 'Neat work' }]);

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/assessments/${id}/publish`,
      headers: admin,
    });
    expect(published.statusCode, published.body).toBe(200);
    const [first] = await mail.waitFor(1);
    const says = emailTexts.result;
    expect(first!.subject).toBe(says.publishedSubject('Unit test 1', 'हिंदी साहित्य'));
    expect(first!.text).toContain('Dear चित्रा वर्मा,');
    expect(first!.text).toContain(
      [says.published('Unit test 1', 'हिंदी साहित्य', writtenDay('2026-12-04')), '', says.mark(33, 40, 82.5, 'A+')].join(
        '\n',
      ),
    );
    expect(first!.text).toContain(says.remark('Neat work'));

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/assessments/${id}/marks`,
      headers: admin,
      payload: { marks: [{ studentId: student.id, absent: true }], reason: 'Copied from a neighbour' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = (await mail.waitFor(2))[1]!;
    expect(second.subject).toBe(says.changedSubject('Unit test 1', 'हिंदी साहित्य'));
    expect(second.text).toContain(
      [`- ${says.before(says.mark(33, 40, 82.5, 'A+'))}`, `- ${says.now(says.absent)}`].join('\n'),
    );
    expect(second.text).toContain(says.reason('Copied from a neighbour'));
    expect(second.html).toContain(`<li>${says.now(says.absent)}</li>`);
  });
});
