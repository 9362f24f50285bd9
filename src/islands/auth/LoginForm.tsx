// Sign in (spec §2 "Login", §5, §8): identifier focused on load, password with show/hide,
// inputs disabled while sending, then back to where the visitor came from.
import { useId, useState, type FormEvent } from "react";
import { loginError } from "../../lib/auth/validate";
import type { Locale } from "../../lib/i18n";
import { login } from "../../lib/stores/session";
import { useMounted } from "../../lib/use-mounted";
import { label, type Labels } from "./labels";
import PasswordField from "./PasswordField";
import { useGuestOnly } from "./useGuestOnly";

export default function LoginForm({ locale, labels }: { locale: Locale; labels: Labels }) {
  const id = useId();
  const l = (key: string) => label(labels, key);
  const { next } = useGuestOnly(locale);
  const [busy, setBusy] = useState(false);
  // Until React has hydrated, a click would submit the bare HTML form and reload the page.
  const ready = useMounted();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const identifier = String(data.get("identifier") ?? "");
    const password = String(data.get("password") ?? "");
    const invalid = loginError(identifier, password);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    const outcome = await login(identifier.trim(), password);
    if (outcome.ok) return location.assign(next);
    setBusy(false);
    setError(outcome.status === 401 ? "login.error.credentials" : outcome.status === 429 ? "login.error.tooMany" : "login.error.general");
  };

  const errorId = `${id}-error`;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
      <div>
        <label htmlFor={`${id}-identifier`} className="mb-1 block font-medium">
          {l("login.identifier")}
        </label>
        <input
          id={`${id}-identifier`}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the spec asks for the identifier to be focused on load
          autoFocus
          name="identifier"
          disabled={busy}
          autoComplete="username"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          dir="ltr"
          className="w-full rounded border border-gray-300 px-3 py-2 text-start focus-visible:outline-2 focus-visible:outline-primary disabled:bg-gray-100"
        />
      </div>
      <PasswordField
        id={`${id}-password`}
        label={l("login.password")}
        name="password"
        disabled={busy}
        autoComplete="current-password"
        showLabel={l("login.show")}
        hideLabel={l("login.hide")}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
      />
      <p id={errorId} role="alert" className="min-h-6 text-sm text-red-700" data-testid="login-error">
        {error ? l(error) : ""}
      </p>
      <button
        type="submit"
        disabled={busy || !ready}
        className="w-full rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
      >
        {busy ? l("login.submitting") : l("login.submit")}
      </button>
    </form>
  );
}
