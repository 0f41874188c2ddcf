import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/api-error.ts';
import { refusedFieldsIn } from '../api/refused-fields.ts';
import type { z } from '../api/zod.ts';

/** A field of the form that a refusal of the service names: the service's words about it, and the refusal. */
export interface FieldRefusal<Field extends string> {
  field: Field;
  text: string;
  error: ApiError;
}

/** How a form reads the service's refusals (a 4xx naming fields in its `detail` as `<field>: <why>`). */
export interface ServiceRefusals<Input extends FieldValues, Field extends Path<Input>> {
  /** The fields a refusal may name, in the order of the form: the first refused one takes the focus. */
  fields: readonly Field[];
  /** The service's name of a field that the form asks for in another shape (a duration typed for `minutes`). */
  spelled?: { readonly [Named in Field]?: string };
  /** Refusals known by their code that are about one field: said there whether or not the detail names it. */
  byCode?: { readonly [code: string]: Field };
  /**
   * What the form says at the field, in the portal's words: the service's own stay in the technical details.
   * Nothing (undefined): this refusal is not said at this field.
   */
  say: (refusal: FieldRefusal<Field>) => string | undefined;
}

export type ContractFormOptions<Input extends FieldValues, Output, Field extends Path<Input>> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'> & {
  /** The contract's schema of what the form sends (or the form's own, built from it): checked before anything is sent. */
  schema: z.ZodType<Output, Input>;
  refusals?: ServiceRefusals<Input, Field>;
  /** Write-only fields (a provider's key): emptied as the form is sent, so that only the request carries them from then on. */
  secrets?: readonly Path<Input>[];
};

export type ContractForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /**
   * Says a failed send at the fields the service's refusal names, each under its field, and focuses the
   * first; nothing typed is changed. True when a field was named: the form then says once that fields need
   * fixing. False for anything else (another refusal, a 5xx, a network failure): that is the form's banner.
   */
  refuse: (error: unknown) => boolean;
};

/**
 * The one set-up of a form that sends a write of the contract: react-hook-form, checked with the contract's
 * zod schema (the focus goes to the first invalid field, the message stands under it), and the service's
 * refusals of fields said where the fields are.
 */
export function useContractForm<Input extends FieldValues, Output = Input, Field extends Path<Input> = Path<Input>>({
  schema,
  refusals,
  secrets = [],
  ...options
}: ContractFormOptions<Input, Output, Field>): ContractForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });

  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit((values, event) => {
      for (const secret of secrets) form.resetField(secret);
      return onValid(values, event);
    }, onInvalid);

  const refuse = (error: unknown): boolean => {
    if (!refusals || !(error instanceof ApiError) || !error.isClientError) return false;
    const named = refusals.fields.map((field) => refusals.spelled?.[field] ?? field);
    const refused = new Map<Field, string>();
    for (const { field: name, text } of refusedFieldsIn(error.detail, named)) {
      const field = refusals.fields[named.indexOf(name)];
      if (field !== undefined) refused.set(field, text);
    }
    const coded = refusals.byCode?.[error.error];
    if (coded !== undefined && !refused.has(coded)) refused.set(coded, '');
    let placed = false;
    for (const field of refusals.fields) {
      const text = refused.get(field);
      const message = text === undefined ? undefined : refusals.say({ field, text, error });
      if (message === undefined) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    return placed;
  };

  return { ...form, handleSubmit, refuse };
}
