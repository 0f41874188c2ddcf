import { ApiError } from '../../api/api-error.ts';

/**
 * The service names the field of a failure in the envelope's `detail` as `<field>: <why>` (several
 * joined by `; `, perhaps after a sentence such as "The body is not valid."), and says what kind of
 * failure in `error`. This finds, for the fields a form has, the server's words about each, so that
 * they can be shown next to the field instead of in a banner far from it.
 */
export interface FieldProblem<Field extends string> {
  field: Field;
  /** The envelope's machine-readable `error`. */
  error: string;
  /** The server's own words about this field. */
  detail: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function fieldProblemsOf<Field extends string>(error: unknown, fields: readonly Field[]): FieldProblem<Field>[] {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status < 400 || error.status >= 500) return [];
  const problems: FieldProblem<Field>[] = [];
  for (const field of fields) {
    const match = new RegExp(`(?:^|[.;] )${escape(field)}: ([^;]*)`).exec(error.detail);
    if (match) problems.push({ field, error: error.error, detail: (match[1] ?? '').trim().replace(/\.$/, '') });
  }
  return problems;
}
