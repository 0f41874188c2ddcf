/**
 * Fills an OpenAPI path template: each parameter becomes exactly one encoded segment, so an opaque ID
 * such as a purchase bill's `bill:…` with spaces or slashes reaches the service unchanged (spec §4.7).
 *
 * An empty value, `.` and `..` cannot be one segment: a URL parser removes dot segments (`%2E` too),
 * so the request would silently address another resource. They are refused instead.
 */
export function pathOf(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} is missing for ${template}`);
    if (!isPathSegmentValue(value)) throw new Error(`path parameter ${name} cannot be sent as a path segment: ${JSON.stringify(value)}`);
    return encodeURIComponent(value);
  });
}

/** Whether a value survives as one URL path segment once encoded: not empty, not a dot segment. */
export function isPathSegmentValue(value: string): boolean {
  return value !== '' && value !== '.' && value !== '..';
}
