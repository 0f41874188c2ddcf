/**
 * A form's submit button for a request that must go once. While the request runs the button is
 * aria-disabled rather than disabled (a disabled button would drop the focus), and the form's own
 * handler ignores the press; the second click of a double click never submits again, even when the
 * first has already been answered.
 */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (event.detail > 1) event.preventDefault();
      }}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
