import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** The identity provider's private signing key and cookie-signing keys, kept beside the database. */
export interface IdpSecrets {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export const IDP_SECRETS_FILE = 'idp-secrets.json';

export async function loadOrCreateIdpSecrets(dataDir: string): Promise<IdpSecrets> {
  const file = path.join(dataDir, IDP_SECRETS_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as IdpSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const secrets: IdpSecrets = {
    jwks: { keys: [{ ...jwk, kid: `sandbox-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
