import type { RuntimeConfig } from '../runtime-config.ts';
import type { SignInRequest } from './sign-in-request.ts';
import { createUserManager } from './user-manager.ts';

/**
 * The boot's way out for a person without a session (src/boot.ts): straight to the identity provider, with
 * the endpoints the runtime configuration names, before any of the portal's own code is fetched. Back at
 * /auth/callback the portal completes the sign-in as always (src/auth/session.ts).
 */
export async function redirectToSignIn(config: RuntimeConfig, request: SignInRequest): Promise<void> {
  await createUserManager(config).signinRedirect(request);
}
