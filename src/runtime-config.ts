import { isReplyTime, MAX_REPLY_BUSINESS_DAYS, type FirmContact, type IdentityProviderEndpoints, type RuntimeConfigSource } from './runtime-config-env.ts';

/**
 * The portal's environment, read at boot from /runtime-config.json (one build serves every environment).
 * Read with plain checks, not zod: it is on the boot path, before the browser leaves for the identity
 * provider (docs/decisions/0022: zod is not loaded until a page needs it).
 */
export type RuntimeConfig = RuntimeConfigSource;

/** Why a runtime configuration was refused: the field, and what was wrong with it. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(record: Record<string, unknown>, field: string, where = ''): string {
  const value = record[field];
  if (typeof value !== 'string' || value === '') throw new RuntimeConfigError(`${where}${field} must be a non-empty string`);
  return value;
}

function optionalText(record: Record<string, unknown>, field: string, where: string): string | undefined {
  return record[field] === undefined ? undefined : text(record, field, where);
}

function absoluteUrl(record: Record<string, unknown>, field: string, where = ''): string {
  const value = text(record, field, where);
  if (!URL.canParse(value)) throw new RuntimeConfigError(`${where}${field} must be an absolute URL`);
  return value;
}

function firmOf(value: unknown): FirmContact | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new RuntimeConfigError('firm must be an object');
  const email = optionalText(value, 'email', 'firm.');
  const phone = optionalText(value, 'phone', 'firm.');
  const reply = value.replyWithinBusinessDays;
  if (reply !== undefined && !isReplyTime(reply)) throw new RuntimeConfigError(`firm.replyWithinBusinessDays must be a whole number from 1 to ${MAX_REPLY_BUSINESS_DAYS}`);
  return {
    name: text(value, 'name', 'firm.'),
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    ...(reply === undefined ? {} : { replyWithinBusinessDays: reply }),
  };
}

function endpointsOf(value: unknown): IdentityProviderEndpoints | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new RuntimeConfigError('identityProvider must be an object');
  const where = 'identityProvider.';
  const endSession = value.endSessionEndpoint === undefined ? undefined : absoluteUrl(value, 'endSessionEndpoint', where);
  const revocation = value.revocationEndpoint === undefined ? undefined : absoluteUrl(value, 'revocationEndpoint', where);
  return {
    authorizationEndpoint: absoluteUrl(value, 'authorizationEndpoint', where),
    tokenEndpoint: absoluteUrl(value, 'tokenEndpoint', where),
    ...(endSession === undefined ? {} : { endSessionEndpoint: endSession }),
    ...(revocation === undefined ? {} : { revocationEndpoint: revocation }),
  };
}

/**
 * Reads a runtime configuration: the service, the identity provider and the client are required; the firm's
 * contact and the provider's endpoints are optional (without endpoints, the sign-in reads the provider's
 * discovery document first). Unknown fields are ignored.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('the runtime configuration must be an object');
  const firm = firmOf(value.firm);
  const identityProvider = endpointsOf(value.identityProvider);
  return {
    serviceUrl: text(value, 'serviceUrl'),
    authority: absoluteUrl(value, 'authority'),
    clientId: text(value, 'clientId'),
    ...(firm === undefined ? {} : { firm }),
    ...(identityProvider === undefined ? {} : { identityProvider }),
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** Origins the portal talks to, for the Content-Security-Policy's connect-src. */
export function connectOrigins(config: RuntimeConfig, portalOrigin: string): string[] {
  return [...new Set([new URL(config.serviceUrl, portalOrigin).origin, new URL(config.authority).origin])];
}
