import type { AriaRole, ReactNode } from 'react';
import styles from './field.module.css';

/** Spread on the field's control: its id (the label's target) and what ties it to its hint, count and error. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * One labelled field: its hint, its count and its error are tied to the control with
 * aria-describedby (`<id>-hint`, `<id>-count`, `<id>-error`), and the error (the form's own or the
 * server's) sits right under the control it is about. The control is the caller's, given its id and
 * aria attributes to spread, so that each form keeps its own input attributes and registration.
 * A react-hook-form field registered inside `children` is registered when the field renders, after
 * whatever the form registers in its own render; the form focuses the first invalid field in the order
 * of registration, so a form that mixes the two registers such a field before its JSX.
 */
export function Field({
  id,
  label,
  required,
  requiredText,
  hint,
  hintPlacement = 'below',
  count,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  /** Said after the label of a required field, e.g. "required". */
  requiredText?: string;
  hint?: ReactNode;
  /** Above the control where the hint says what to type before typing it; below it otherwise. */
  hintPlacement?: 'above' | 'below';
  /** A running count under the control (e.g. characters typed), read with the hint. */
  count?: ReactNode;
  error: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const describedBy =
    [hint ? `${id}-hint` : null, count !== undefined ? `${id}-count` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const hintElement = hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && requiredText ? <span className={styles.required}> ({requiredText})</span> : null}
      </label>
      {hintPlacement === 'above' ? hintElement : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hintPlacement === 'below' ? hintElement : null}
      {count !== undefined ? <Hint id={`${id}-count`}>{count}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/** Quiet help text: under a field, or beside a control that is not a field (a button, a choice). */
export function Hint({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} className={className ? `${styles.hint} ${className}` : styles.hint}>
      {children}
    </p>
  );
}

/** What is wrong with a field or a choice, in the danger colour; `role="alert"` where it appears without a focus move. */
export function FieldError({ id, role, children }: { id?: string; role?: AriaRole; children: ReactNode }) {
  return (
    <p id={id} role={role} className={styles.error}>
      {children}
    </p>
  );
}
