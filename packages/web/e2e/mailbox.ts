import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { KeptMail } from './mail-server';

/** The messages the run's mail server has kept for this address so far, oldest first (mail-server.ts). */
export async function mailTo(address: string): Promise<KeptMail[]> {
  const mailbox = inject('mailbox');
  const names = (await readdir(mailbox)).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(mailbox, name), 'utf8')) as KeptMail),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}
