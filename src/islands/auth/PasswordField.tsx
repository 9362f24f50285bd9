// A password input with a show/hide toggle (docs/product.md §2 "Login"). Uncontrolled, like the forms'
// other fields: what is typed before React hydrates stays in the field.
import { useState } from "react";

/**
 * For fields whose values are Latin (user names, e-mails, passwords: `dir="ltr"` on the input):
 * the value reads left to right, but lines up with its label on the page's start side, so in
 * Arabic it sits at the field's end (right), like every other field of the form.
 */
export const LATIN_ALIGN = "text-start rtl:text-end";

interface Props {
  id: string;
  name: string;
  label: string;
  disabled: boolean;
  autoComplete: "current-password" | "new-password";
  showLabel: string;
  hideLabel: string;
  describedBy?: string;
  invalid?: boolean;
}

export default function PasswordField({ id, name, label, disabled, autoComplete, showLabel, hideLabel, describedBy, invalid }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <div className="flex rounded border border-gray-300 focus-within:outline-2 focus-within:outline-primary">
        <input
          id={id}
          type={shown ? "text" : "password"}
          name={name}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          dir="ltr"
          className={`min-w-0 flex-1 rounded-s px-3 py-2 outline-none disabled:bg-gray-100 ${LATIN_ALIGN}`}
        />
        <button
          type="button"
          onClick={() => setShown(!shown)}
          disabled={disabled}
          aria-pressed={shown}
          aria-controls={id}
          className="rounded-e px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {shown ? hideLabel : showLabel}
        </button>
      </div>
    </div>
  );
}
