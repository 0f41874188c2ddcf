import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { inject } from 'vitest';
import { IDP_SECRETS_FILE, type IdpSecrets } from '../idp/keys.ts';
import { TOKEN_LIFETIMES } from '../idp/provider.ts';

/** The provider's own signing key, read from the test sandbox's data folder. */
async function providerKey(): Promise<{ key: CryptoKey | Uint8Array; kid: string }> {
  const secrets = JSON.parse(await readFile(path.join(inject('sandboxDataDir'), IDP_SECRETS_FILE), 'utf8')) as IdpSecrets;
  const jwk = secrets.jwks.keys[0] as JWK;
  return { key: await importJWK(jwk, 'RS256'), kid: String(jwk.kid) };
}

export function validClaims(subject: string, overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: inject('sandboxIssuer'),
    aud: inject('sandboxClientId'),
    sub: subject,
    iat: now,
    exp: now + TOKEN_LIFETIMES.IdToken,
    nonce: 'forged',
    ...overrides,
  };
}

/** A token signed with the identity provider's real key, with whatever claims a test needs. */
export async function signWithProviderKey(claims: JWTPayload): Promise<string> {
  const { key, kid } = await providerKey();
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

/** A token with the provider's key id but signed by a key the provider never had. */
export async function signWithForeignKey(claims: JWTPayload): Promise<string> {
  const { kid } = await providerKey();
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
}

/** An unsigned token (`alg: none`), which must never be accepted. */
export function unsignedToken(claims: JWTPayload): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
