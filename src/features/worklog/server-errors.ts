import { ApiError } from '../../api/api-error.ts';
import { refusedFieldsIn } from '../../api/refused-fields.ts';

/**
 * Which form fields a refusal of the service is about, so that its words land next to them. The
 * envelope's `detail` names refused fields as `<field>: <problem>` (the sandbox's 400 does); a detail
 * naming none of the form's fields stays a banner above the form.
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500) return {};
  const found: Partial<Record<F, string>> = {};
  for (const { field, text } of refusedFieldsIn(error.detail, fields)) if (text) found[field] = text;
  return found;
}
