import type { ReactNode } from 'react';
import styles from './payroll.module.css';

/**
 * One labelled field: its hint and its error are tied to the input with aria-describedby, and the
 * error (the form's own or the server's) sits right under the input it is about.
 */
export function Field({
  id,
  label,
  required,
  requiredText,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  requiredText?: string;
  hint?: ReactNode;
  error: string | undefined;
  children: (props: { describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && requiredText ? <span className={styles.required}> ({requiredText})</span> : null}
      </label>
      {children({ describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
