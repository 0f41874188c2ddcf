import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Seals the credentials the service keeps (acquirer API keys, storefront offline tokens) with
 * AES-256-GCM under a secret kept in the sandbox's data folder, beside the identity provider's keys:
 * a copy of the database alone reveals none of them. The record's own ID is the additional
 * authenticated data, so a sealed value opens only on the row it was sealed for. Nothing here ever
 * logs or returns a plaintext except `open`, whose caller hands it straight to the provider.
 */
export const VAULT_SECRET_FILE = 'connections-vault.key';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const secrets = new Map<string, Promise<Buffer>>();

function secretOf(dataDir: string): Promise<Buffer> {
  let secret = secrets.get(dataDir);
  if (!secret) {
    secret = loadOrCreateSecret(dataDir);
    // A failed read must not stick: the next call tries again.
    secret.catch(() => secrets.delete(dataDir));
    secrets.set(dataDir, secret);
  }
  return secret;
}

async function loadOrCreateSecret(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, VAULT_SECRET_FILE);
  try {
    const stored = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
    if (stored.length !== 32) throw new Error(`${file} does not hold a 256-bit key`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  // `wx`: when two requests race to create it, the second fails here and reads the first's secret.
  try {
    await writeFile(file, created.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  }
}

/** version ‖ iv ‖ tag ‖ ciphertext */
export async function seal(dataDir: string, recordId: string, plaintext: string): Promise<Buffer> {
  const key = await secretOf(dataDir);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(recordId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

export async function open(dataDir: string, recordId: string, sealed: Uint8Array): Promise<string> {
  const bytes = Buffer.from(sealed);
  if (bytes[0] !== VERSION || bytes.length < 1 + IV_BYTES + TAG_BYTES) throw new Error('sealed credential has an unknown format');
  const key = await secretOf(dataDir);
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(recordId, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
