import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { transaction } from '../src/db/transaction.js';
import { lockFeeAccount } from '../src/repositories/payments.js';
import { createTestDatabase } from './helpers/database.js';
import { createCourse, createStudent, enroll } from './helpers/fixtures.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the transaction type', () => {
  it('lets row locks be taken only through a handle that transaction() made', async () => {
    const { db } = database;
    const student = await createStudent(db);
    const course = await createCourse(db);
    const { account } = await enroll(db, student.id, course);

    // The compile-time half: `npm run typecheck` fails if a plain handle is ever accepted here.
    // @ts-expect-error a Db is not inside a transaction, so it cannot lock a fee account
    const outside = () => lockFeeAccount(db, student.id, course.id);
    expect(outside).toBeTypeOf('function');

    const locked = await transaction(db, (tx) => lockFeeAccount(tx, student.id, course.id));
    expect(locked).toMatchObject({
      id: account.id,
      totalFee: account.totalFee,
      paid: 0,
      course: course.name,
      student: { id: student.id, name: student.name },
    });
  });
});
