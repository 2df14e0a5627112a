import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

async function restrictedImports(code: string, filePath: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.line);
}

describe('the lint rule on routes', () => {
  const code = [
    "import { sql } from 'drizzle-orm';",
    "import { alias } from 'drizzle-orm/pg-core';",
    "import { users } from '../../../db/schema.js';",
    "import { findActiveUser } from '../../../repositories/users.js';",
    'export const used = [sql, alias, users, findActiveUser];',
  ].join('\n');

  it('refuses drizzle-orm, its subpaths and the schema under src/routes', async () => {
    expect(await restrictedImports(code, 'packages/server/src/routes/api/example/index.ts')).toEqual([1, 2, 3]);
  });

  it('lets repositories use them', async () => {
    expect(await restrictedImports(code, 'packages/server/src/repositories/example.ts')).toEqual([]);
  });
});
