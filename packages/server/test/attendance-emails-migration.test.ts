import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrationsBefore, MIGRATIONS, type Connection } from './helpers/migrations.js';

const ATTENDANCE_EMAILS_MIGRATION = '0041_attendance_emails';

let connection: Connection;
let before: string;
beforeAll(async () => {
  connection = await connect();
  before = migrationsBefore(ATTENDANCE_EMAILS_MIGRATION);
});
afterAll(async () => {
  await connection.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${ATTENDANCE_EMAILS_MIGRATION}`, () => {
  it('keeps the emails queued before it, and holds each new kind of email to its list', async () => {
    await connection.migrate(before);
    const [student] = await connection.query<{ id: string }>(
      `insert into users (role, name, email) values ('student', 'अनन्या', 'ananya@campus.test') returning id`,
    );
    const [notice] = await connection.query<{ id: string }>(
      `insert into notices (title, description) values ('Exams', 'In March') returning id`,
    );
    await connection.query(
      `insert into email_outbox (kind, recipient_id, to_name, to_address, notice_id, due_fees) values
         ('notice', '${student!.id}', 'अनन्या', 'ananya@campus.test', '${notice!.id}', null),
         ('reminder', '${student!.id}', 'अनन्या', 'ananya@campus.test', null, '[]')`,
    );

    // The new kinds are added and the check that names them made in one transaction: it names them as text.
    await connection.migrate(MIGRATIONS);
    const kept = await connection.query<{ kind: string }>('select kind from email_outbox order by kind');
    expect(kept).toEqual([{ kind: 'notice' }, { kind: 'reminder' }]);

    const queue = (kind: string, column: string) =>
      connection.query(
        `insert into email_outbox (kind, recipient_id, to_name, to_address, ${column})
         values ('${kind}', '${student!.id}', 'अनन्या', 'ananya@campus.test', ${column === 'due_fees' ? 'null' : "'[]'"})`,
      );
    await expect(queue('absence', 'due_fees')).rejects.toThrow(/email_outbox_kind_shape/);
    await expect(queue('absence', 'low_attendance')).rejects.toThrow(/email_outbox_kind_shape/);
    await expect(queue('attendance_warning', 'missed_classes')).rejects.toThrow(/email_outbox_kind_shape/);
    await queue('absence', 'missed_classes');
    await queue('attendance_warning', 'low_attendance');
    expect(await connection.query("select kind from email_outbox where kind::text like 'a%' order by kind")).toEqual([
      { kind: 'absence' },
      { kind: 'attendance_warning' },
    ]);
  });
});
