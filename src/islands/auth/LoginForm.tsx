// Sign in (docs/product.md §2 "Login", §5, §8): identifier focused on load, password with show/hide,
// inputs disabled while sending, then back to where the visitor came from.
import { useId, useState, type FormEvent } from "react";
import { loginError } from "../../lib/auth/validate";
import type { Locale } from "../../lib/i18n";
import { login } from "../../lib/stores/session";
import { useMounted } from "../../lib/use-mounted";
import FormEnd, { FIELD_CLASS } from "./FormEnd";
import { label, type Labels } from "./labels";
import PasswordField, { LATIN_ALIGN } from "./PasswordField";
import { useGuestOnly } from "./use-guest-only";

export default function LoginForm({ locale, labels }: { locale: Locale; labels: Labels }) {
  const id = useId();
  const l = (key: string) => label(labels, key);
  const { next } = useGuestOnly(locale);
  const [busy, setBusy] = useState(false);
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
          // biome-ignore lint/a11y/noAutofocus: the sign-in page exists to take this field; docs/product.md §2 focuses it on load
          autoFocus
          name="identifier"
          disabled={busy}
          autoComplete="username"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          dir="ltr"
          className={`${FIELD_CLASS} ${LATIN_ALIGN}`}
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
      <FormEnd
        errorId={errorId}
        testId="login-error"
        error={error ? l(error) : ""}
        busy={busy}
        ready={ready}
        submit={l("login.submit")}
        submitting={l("login.submitting")}
      />
    </form>
  );
}
