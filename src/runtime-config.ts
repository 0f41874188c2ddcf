import { z } from './api/zod.ts';
import type { RuntimeConfigSource } from './runtime-config-env.ts';

/** The portal's environment, read at boot from /runtime-config.json (one build serves every environment). */
export const RuntimeConfig = z.object({
  serviceUrl: z.string().min(1),
  authority: z.url(),
  clientId: z.string().min(1),
  // optional: a configuration without it still boots, and pages then name no contact
  firm: z.object({ name: z.string().min(1), email: z.string().min(1).optional(), phone: z.string().min(1).optional() }).optional(),
}) satisfies z.ZodType<RuntimeConfigSource>;
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return RuntimeConfig.parse(await response.json());
}

/** Origins the portal talks to, for the Content-Security-Policy's connect-src. */
export function connectOrigins(config: RuntimeConfig, portalOrigin: string): string[] {
  return [...new Set([new URL(config.serviceUrl, portalOrigin).origin, new URL(config.authority).origin])];
}
