import { ApiError } from './api-error.ts';

/**
 * The service names each field it refuses in the envelope's `detail` as `<field>: <why>` — several
 * joined by `; `, perhaps after a sentence such as "The body is not valid." (sandbox/api/errors.ts).
 * For the fields a form has, this finds the service's words about each, in the order the fields are
 * given, so that a form can show them next to the field instead of in a banner far from it. A detail
 * naming none of them gives nothing: it stays a banner.
 */
export function refusedFieldsIn<F extends string>(detail: string, fields: readonly F[]): { field: F; text: string }[] {
  const found: { field: F; text: string }[] = [];
  for (const field of fields) {
    const match = new RegExp(`(?:^|[\\s.;(])${escapeRegExp(field)}: ([^;]*)`).exec(detail);
    if (match) found.push({ field, text: (match[1] ?? '').trim().replace(/\.$/, '') });
  }
  return found;
}

/**
 * The service's words about each of a form's fields in a refusal (a 4xx), so that they land next to the
 * field: the one reader every form uses. A refusal naming none of the form's fields, a 5xx, a network
 * failure or any other error gives nothing: it stays a banner above the form.
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500) return {};
  const found: Partial<Record<F, string>> = {};
  for (const { field, text } of refusedFieldsIn(error.detail, fields)) if (text) found[field] = text;
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
