// A theme colour: the browser's colour picker and the same colour as #RRGGBB text, kept in step,
// with the contrast of white text on it (WCAG AA is 4.5:1): a warning below it, never a refusal.
import { useId } from "react";
import { contrastOf, shownColour } from "../../../lib/stores/admin/store-theme";
import { fill } from "../../../lib/template";
import { useText } from "../text";

interface Props {
  label: string;
  value: string;
  /** Shown in the picker while the text is not a colour yet. */
  fallback: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** The browser's problem ("colour") or the server's message. */
  problem?: string;
  testId: string;
}

export default function ColourField({ label, value, fallback, onChange, disabled, problem, testId }: Props) {
  const { t } = useText();
  const id = useId();
  const contrast = contrastOf(value);
  // Latin digits in both languages, as prices are (src/lib/format.ts).
  const ratio = contrast?.ratio.toFixed(2);
  const described = [problem ? `${id}-problem` : "", `${id}-contrast`].filter(Boolean).join(" ");
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={shownColour(value, fallback).toLowerCase()}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          aria-label={label}
          className="h-11 w-14 shrink-0 cursor-pointer rounded border border-gray-300 bg-white p-1 disabled:cursor-not-allowed"
          data-testid={`${testId}-picker`}
        />
        <input
          id={`${id}-hex`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-label={fill(t["admin.themes.hexOf"], { colour: label })}
          aria-invalid={Boolean(problem)}
          aria-describedby={described}
          className={`min-h-11 w-32 rounded border px-3 font-mono uppercase disabled:bg-gray-100 ${problem ? "border-red-600" : "border-gray-300"}`}
          data-testid={`${testId}-hex`}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-700" data-testid={`${testId}-error`}>
          {problem}
        </p>
      )}
      <div id={`${id}-contrast`} aria-live="polite" className="mt-2 text-sm" data-testid={`${testId}-contrast`}>
        {contrast && (
          <>
            <p className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-flex min-h-7 items-center rounded px-2 font-semibold text-white"
                style={{ backgroundColor: shownColour(value, fallback) }}
              >
                Aa
              </span>
              <span dir="auto" data-testid={`${testId}-ratio`}>
                {fill(t["admin.themes.contrast"], { ratio: ratio ?? "" })}
              </span>
            </p>
            <p
              className={`mt-1 ${contrast.passes ? "text-green-800" : "font-medium text-amber-800"}`}
              data-testid={`${testId}-contrast-${contrast.passes ? "ok" : "low"}`}
            >
              {contrast.passes ? t["admin.themes.contrastOk"] : <>⚠ {t["admin.themes.contrastLow"]}</>}
            </p>
          </>
        )}
      </div>
    </fieldset>
  );
}
