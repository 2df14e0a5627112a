import { Decrypter, Encrypter, identityToRecipient } from 'age-encryption';

// Archives at rest hold every student's date of birth (their sign-in secret) and the password hashes: with
// BACKUP_ENCRYPTION_KEY (an age X25519 secret key) each archive is one age file (ChaCha20-Poly1305 in authenticated
// chunks), read and written as a stream.

export interface BackupKey {
  identity: string;
  recipient: string;
}

/** The key BACKUP_ENCRYPTION_KEY names, checked whole (its checksum too): a server or a script refuses to start without. */
export async function backupKey(identity: string): Promise<BackupKey> {
  try {
    return { identity, recipient: await identityToRecipient(identity) };
  } catch {
    throw new Error('BACKUP_ENCRYPTION_KEY must be an age secret key (AGE-SECRET-KEY-1…)');
  }
}

const AGE_HEADER = Buffer.from('age-encryption.org/v1\n');

/** Whether a file that starts with these bytes is an age file. */
export const isEncrypted = (start: Buffer) => start.subarray(0, AGE_HEADER.length).equals(AGE_HEADER);

/** The file was encrypted for another key. */
export class KeyMismatchError extends Error {}

/** A pipeline step that encrypts what goes through it for the key. */
export const encrypting = (key: BackupKey) =>
  async function* (source: AsyncIterable<Uint8Array>) {
    const encrypter = new Encrypter();
    encrypter.addRecipient(key.recipient);
    yield* await encrypter.encrypt(ReadableStream.from(source));
  };

/** A pipeline step that decrypts what goes through it; a changed or cut-off file fails it. */
export const decrypting = (key: BackupKey) =>
  async function* (source: AsyncIterable<Uint8Array>) {
    const decrypter = new Decrypter();
    decrypter.addIdentity(key.identity);
    let plain;
    try {
      plain = await decrypter.decrypt(ReadableStream.from(source));
    } catch (error) {
      if ((error as Error).message.includes('no identity matched')) throw new KeyMismatchError();
      throw error;
    }
    yield* plain;
  };
