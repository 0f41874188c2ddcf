import type { OidcTestClient } from './oidc-client.ts';

/** What a browser's navigation asks for: oidc-provider answers an error as a page only then. */
export const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The sign-out as the portal starts it: the end-session endpoint with the hint in a form post (or, for comparison, a GET). */
export function endSession(client: OidcTestClient, params: Record<string, string>, method: 'POST' | 'GET' = 'POST'): Promise<Response> {
  const form = new URLSearchParams(params);
  if (method === 'GET') return client.request(`/idp/session/end?${form}`, { headers: { Accept: NAVIGATION_ACCEPT } });
  return client.request('/idp/session/end', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: NAVIGATION_ACCEPT },
    body: form.toString(),
  });
}

export interface LogoutForm {
  action: string;
  fields: URLSearchParams;
}

const decode = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The provider's sign-out form (`op.logoutForm`) and its hidden fields, as a browser would submit it. */
export function logoutFormOf(html: string): LogoutForm {
  const form = /<form id="op\.logoutForm"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1]) throw new Error(`no sign-out form in:\n${html}`);
  const fields = new URLSearchParams();
  for (const input of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) {
    fields.append(decode(input[1] ?? ''), decode(input[2] ?? ''));
  }
  return { action: decode(form[1]), fields };
}

/** What the sign-out page's script (or its button) does: post the form as it stands. */
export function submitLogoutForm(client: OidcTestClient, html: string, extra: Record<string, string> = {}): Promise<Response> {
  const { action, fields } = logoutFormOf(html);
  for (const [name, value] of Object.entries(extra)) fields.append(name, value);
  return client.request(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: NAVIGATION_ACCEPT },
    body: fields.toString(),
  });
}
