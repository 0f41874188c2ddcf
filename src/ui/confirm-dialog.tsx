import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorBanner } from './states.tsx';
import styles from './confirm-dialog.module.css';

/** The state of the request that the dialog confirms: a React Query mutation result fits as it is. */
export interface PendingRequest {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The dialog's fixed texts: a feature keeps them side by side in its messages (`<prefix>.cancel`, …). */
export type ConfirmText = 'cancel' | 'confirm' | 'confirming' | 'failed';

/**
 * Confirms one step that cannot be undone. A modal <dialog> keeps the focus inside and closes with
 * Escape; Cancel has the focus first, so that Enter never confirms by accident. While the request
 * runs, neither button nor Escape does anything, and a second click that comes before the request is
 * seen running (a double click) confirms nothing more; a failure is said above the buttons. Who opened
 * the dialog puts the focus back afterwards.
 *
 * `idBase` names the title (`<idBase>-title`) and the element of the children that describes the step
 * (`<idBase>-text`), which are the dialog's accessible name and description.
 */
export function ConfirmDialog({
  idBase,
  title,
  children,
  request,
  text,
  onCancel,
  onConfirm,
  failure,
}: {
  idBase: string;
  title: ReactNode;
  children: ReactNode;
  request: PendingRequest;
  /** The button texts, the one said while the request runs, and the title of its failure. */
  text: (key: ConfirmText) => string;
  onCancel: () => void;
  /** Starts the request; `false` when the caller's own check kept it from starting (say, a required field empty), so it can be confirmed again. */
  onConfirm: () => void | false;
  /** The request's failure in the caller's own words (a refusal it knows by name); the shared banner otherwise. */
  failure?: (error: unknown) => ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // set at the click itself: the request's own pending state arrives only with a later render
  const confirmedRef = useRef(false);
  useEffect(() => {
    // a request that has ended (a failure, said above the buttons) may be confirmed again; its error is
    // watched too, for a failure fast enough that no render ever saw the request pending
    if (!request.isPending) confirmedRef.current = false;
  }, [request.isPending, request.error]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const pending = request.isPending;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${idBase}-title`}
      aria-describedby={`${idBase}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={`${idBase}-title`}>{title}</h2>
      {children}
      {request.isError ? (failure?.(request.error) ?? <ErrorBanner error={request.error} title={text('failed')} />) : null}
      <div className="actions">
        {/* aria-disabled rather than disabled while the request runs: a disabled button would drop the focus */}
        <button ref={cancelRef} type="button" className="secondary" aria-disabled={pending || undefined} onClick={() => !pending && onCancel()}>
          {text('cancel')}
        </button>
        <button
          type="button"
          className={styles.danger}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (pending || confirmedRef.current) return;
            confirmedRef.current = true;
            if (onConfirm() === false) confirmedRef.current = false;
          }}
        >
          {text(pending ? 'confirming' : 'confirm')}
        </button>
      </div>
    </dialog>
  );
}
