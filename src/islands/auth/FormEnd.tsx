// The end of the sign-in and register forms: the error line (always there, so nothing moves
// when a message appears) and the submit button, held until React has hydrated (a click
// before that would send the bare HTML form and reload the page).
interface Props {
  errorId: string;
  testId: string;
  /** The error's text, already translated; empty for none. */
  error: string;
  busy: boolean;
  ready: boolean;
  submit: string;
  submitting: string;
}

export const FIELD_CLASS =
  "w-full rounded border border-gray-300 px-3 py-2 text-start focus-visible:outline-2 focus-visible:outline-primary disabled:bg-gray-100";

/** A one-time code's box: six digits, wide enough for them and no wider, centred. */
export const CODE_FIELD_CLASS =
  "min-h-11 w-44 max-w-full rounded border border-gray-300 bg-white px-3 py-2 text-center font-mono text-lg tracking-[0.3em] focus-visible:outline-2 focus-visible:outline-primary disabled:bg-gray-100";

export default function FormEnd({ errorId, testId, error, busy, ready, submit, submitting }: Props) {
  return (
    <>
      <p id={errorId} role="alert" className="min-h-6 text-sm text-red-700" data-testid={testId}>
        {error}
      </p>
      <button
        type="submit"
        disabled={busy || !ready}
        className="w-full rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
      >
        {busy ? submitting : submit}
      </button>
    </>
  );
}
