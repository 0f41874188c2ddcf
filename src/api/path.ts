/**
 * Fills an OpenAPI path template: each parameter becomes exactly one encoded segment, so an opaque ID
 * such as a purchase bill's `bill:…` with spaces or slashes reaches the service unchanged (spec §4.7).
 */
export function pathOf(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} is missing for ${template}`);
    return encodeURIComponent(value);
  });
}
