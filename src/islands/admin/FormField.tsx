// One field of a dashboard form: its label, the control, a hint below it and its message (the
// form's own rule or the server's), tied to the control by ids (`fieldState`) so that a screen
// reader says them with it. The branch and store dialogs each wrote this; every coming form
// uses it, so a field looks and reads the same everywhere.
import type { ReactNode } from "react";

interface Props {
  /** The control's id; the hint is `${id}-hint` and the message `${id}-error`. */
  id: string;
  label: string;
  hint?: string;
  message?: string;
  /** The message's test id is `${testId}-error`. */
  testId: string;
  className?: string;
  /** The test id of the whole field, where a test looks inside it. */
  fieldTestId?: string;
  children: ReactNode;
}

export default function FormField({ id, label, hint, message, testId, className, fieldTestId, children }: Props) {
  return (
    <div className={className} data-testid={fieldTestId}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {message && (
        <p className="mt-1 text-sm text-red-700" id={`${id}-error`} data-testid={`${testId}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}

/** What a field's control carries to say its state: its id, whether it is wrong, and the hint and message that describe it. */
export const fieldState = (id: string, message: string | undefined, hint = false) => ({
  id,
  "aria-invalid": Boolean(message),
  "aria-describedby": [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ") || undefined,
});

/** A field control's border: red while it has a message. */
export const fieldBorder = (message: string | undefined) => (message ? "border-red-600" : "border-gray-300");
