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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
