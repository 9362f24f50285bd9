// One field of the checkout address: label (marked optional when it is), input, hint, and its
// error tied to the input for screen readers.
import type { InputHTMLAttributes } from "react";

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  optionalLabel?: string;
  required?: boolean;
  maxLength: number;
  onChange: (value: string) => void;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode" | "type" | "dir" | "name" | "disabled">;
}

export default function AddressField({ id, label, value, error, hint, optionalLabel, required = false, maxLength, onChange, input = {} }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-gray-900">
        {label}
        {!required && optionalLabel && <span className="ms-1 text-sm font-normal text-gray-600">{optionalLabel}</span>}
      </label>
      <input
        id={id}
        value={value}
        required={required}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`min-h-11 w-full rounded border px-3 py-2 text-start focus-visible:outline-2 focus-visible:outline-primary disabled:bg-gray-100 ${error ? "border-red-600" : "border-gray-300"}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
