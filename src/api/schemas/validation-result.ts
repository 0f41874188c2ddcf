import type { z } from 'zod';

/** What a pure validator of an identifier answers: valid, or the reason it is not (for the form to explain). */
export type ValidationResult<Reason extends string> = { ok: true } | { ok: false; reason: Reason };

export const valid = { ok: true } as const;
export function invalid<Reason extends string>(reason: Reason): { ok: false; reason: Reason } {
  return { ok: false, reason };
}

/** Adds one custom issue carrying the reason code in `params.reason`. */
export function refineWith<Reason extends string>(
  validate: (value: string) => ValidationResult<Reason>,
  messages: Record<Reason, string>,
) {
  return (value: string, ctx: z.RefinementCtx) => {
    const result = validate(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: messages[result.reason], params: { reason: result.reason } });
    }
  };
}
