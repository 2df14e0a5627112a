import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { createTestDatabase } from './helpers/database.js';

const source = readFileSync(new URL('../src/db/fee-account-trigger.sql', import.meta.url), 'utf8');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the fee account's trigger function", () => {
  it('is, once migrated, the one in src/db/fee-account-trigger.sql', async () => {
    const [, name, result, language, body] =
      /^CREATE OR REPLACE FUNCTION (\w+)\(\) RETURNS (\w+) LANGUAGE (\w+) AS \$\$(.*)\$\$;\n$/ms.exec(source) ?? [];
    expect(name).toBe('payments_add_to_fee_account');
    const { rows } = (await database.db.execute(
      sql`select pg_get_function_result(p.oid) as result, l.lanname as language, p.prosrc as body
        from pg_proc p join pg_language l on l.oid = p.prolang
        where p.oid = ${name}::regproc`,
    )) as unknown as { rows: { result: string; language: string; body: string }[] };
    expect(rows).toEqual([{ result, language, body }]);
  });

  it('runs before each payment is inserted', async () => {
    const { rows } = (await database.db.execute(
      sql`select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = 'payments_add_to_fee_account'`,
    )) as unknown as { rows: { definition: string }[] };
    expect(rows).toEqual([
      {
        definition:
          'CREATE TRIGGER payments_add_to_fee_account BEFORE INSERT ON public.payments FOR EACH ROW EXECUTE FUNCTION payments_add_to_fee_account()',
      },
    ]);
  });
});
