// The account pages' request to an account without a confirmed e-mail (issue 28 point 1): add and
// confirm one, so a forgotten password can come back. Loaded only for such an account (AccountNav
// imports it lazily), and dismissed for the visit.
import { useState } from "react";
import type { Locale, Strings } from "../../lib/i18n";

const DISMISSED = "aswaq_email_prompt";
const storage = () => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: the prompt shows on every page
  }
};

export default function EmailPrompt({ locale, hasEmail, t }: { locale: Locale; hasEmail: boolean; t: Strings<"account.prompt"> }) {
  const [dismissed, setDismissed] = useState(() => storage()?.getItem(DISMISSED) === "1");
  if (dismissed) return null;
  const dismiss = () => {
    storage()?.setItem(DISMISSED, "1");
    setDismissed(true);
  };
  return (
    <div role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-gray-800" data-testid="email-prompt">
      <p>{hasEmail ? t["account.prompt.confirm"] : t["account.prompt.add"]}</p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4">
        <a
          href={`/${locale}/profile/update/`}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
          data-testid="email-prompt-link"
        >
          {t["account.prompt.link"]}
        </a>
        <button type="button" onClick={dismiss} className="min-h-11 text-gray-700 underline hover:text-gray-900" data-testid="email-prompt-dismiss">
          {t["account.prompt.dismiss"]}
        </button>
      </div>
    </div>
  );
}
