// Sign in (docs/product.md §2 "Login", §5, §8): identifier focused on load, password with show/hide,
// inputs disabled while sending, then back to where the visitor came from.
import { useId, useState, type FormEvent } from "react";
import { loginError, type LoginError } from "../../lib/auth/validate";
import type { Locale, Strings } from "../../lib/i18n";
import { login, nextPath } from "../../lib/stores/sign-in";
import { useMounted } from "../../lib/use-mounted";
import FormEnd, { FIELD_CLASS } from "./FormEnd";
import PasswordField, { LATIN_ALIGN } from "./PasswordField";
import { useGuestOnly } from "./use-guest-only";

export default function LoginForm({ locale, t }: { locale: Locale; t: Strings<"login"> }) {
  const id = useId();
  useGuestOnly(locale);
  const [busy, setBusy] = useState(false);
  const ready = useMounted();
  const [error, setError] = useState<LoginError | null>(null);

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
    if (outcome.ok) return location.assign(nextPath(locale));
    setBusy(false);
    setError(outcome.status === 401 ? "login.error.credentials" : outcome.status === 429 ? "login.error.tooMany" : "login.error.general");
  };

  const errorId = `${id}-error`;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
      <div>
        <label htmlFor={`${id}-identifier`} className="mb-1 block font-medium">
          {t["login.identifier"]}
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
        label={t["login.password"]}
        name="password"
        disabled={busy}
        autoComplete="current-password"
        showLabel={t["login.show"]}
        hideLabel={t["login.hide"]}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
      />
      <FormEnd
        errorId={errorId}
        testId="login-error"
        error={error ? t[error] : ""}
        busy={busy}
        ready={ready}
        submit={t["login.submit"]}
        submitting={t["login.submitting"]}
      />
    </form>
  );
}
