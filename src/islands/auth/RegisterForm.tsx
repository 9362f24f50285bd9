// Register (docs/product.md §2 "Register", §5): username, password and its confirmation; the new account
// is signed in at once and goes on to `?next=` (the page that sent them to sign in), else home. The username's availability is asked when the field is
// left, so a taken name shows before the form is sent.
import { useId, useState, type FocusEvent, type FormEvent } from "react";
import { apiFetch } from "../../lib/api/client";
import { registerError, type RegisterError } from "../../lib/auth/validate";
import type { Locale, Strings } from "../../lib/i18n";
import { nextPath, register } from "../../lib/stores/sign-in";
import { useMounted } from "../../lib/use-mounted";
import FormEnd, { FIELD_CLASS } from "./FormEnd";
import PasswordField, { LATIN_ALIGN } from "./PasswordField";
import { useGuestOnly } from "./use-guest-only";

async function usernameTaken(username: string): Promise<boolean> {
  const res = await apiFetch(`/api/auth/check-username/?username=${encodeURIComponent(username)}`).catch(() => null);
  if (!res?.ok) return false; // the server checks again when the form is sent
  return !((await res.json()) as { available: boolean }).available;
}

export default function RegisterForm({ locale, t }: { locale: Locale; t: Strings<"register" | "login.show" | "login.hide"> }) {
  const id = useId();
  useGuestOnly(locale);
  const [busy, setBusy] = useState(false);
  const ready = useMounted();
  const [error, setError] = useState<RegisterError | null>(null);
  // The server's own message for the password, in the page's language: only the API has the list of
  // common and breached passwords, which the form's rules cannot know (ADR 0027).
  const [said, setSaid] = useState<string | null>(null);

  const onUsernameBlur = async (event: FocusEvent<HTMLInputElement>) => {
    const name = event.target.value.trim();
    if (name && (await usernameTaken(name))) setError("register.error.taken");
    // The answer may come after a submit set another message: only the taken one goes.
    else setError((current) => (current === "register.error.taken" ? null : current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [username, password, password2] = ["username", "password", "password2"].map((k) => String(data.get(k) ?? ""));
    const invalid = registerError(username, password, password2);
    setSaid(null);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    const outcome = await register(username.trim(), password, password2);
    // After registering the new user is signed in and goes home (docs/product.md §2), or back to
    // where they were sent to sign in from (a checkout's cart), like signing in does.
    if (outcome.ok) return location.assign(nextPath(locale));
    setBusy(false);
    if (outcome.errors.password && !outcome.errors.username) return setSaid(outcome.errors.password);
    setError(outcome.errors.username ? "register.error.taken" : "register.error.failed");
  };

  const errorId = `${id}-error`;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form">
      <div>
        <label htmlFor={`${id}-username`} className="mb-1 block font-medium">
          {t["register.username"]}
        </label>
        <input
          id={`${id}-username`}
          name="username"
          onBlur={onUsernameBlur}
          disabled={busy}
          autoComplete="username"
          aria-describedby={`${id}-username-hint${error ? ` ${errorId}` : ""}`}
          dir="ltr"
          className={`${FIELD_CLASS} ${LATIN_ALIGN}`}
        />
        <p id={`${id}-username-hint`} className="mt-1 text-sm text-gray-600">
          {t["register.usernameHint"]}
        </p>
      </div>
      <div>
        <PasswordField
          id={`${id}-password`}
          label={t["register.password"]}
          name="password"
          disabled={busy}
          autoComplete="new-password"
          showLabel={t["login.show"]}
          hideLabel={t["login.hide"]}
          describedBy={`${id}-password-hint`}
        />
        <p id={`${id}-password-hint`} className="mt-1 text-sm text-gray-600">
          {t["register.passwordHint"]}
        </p>
      </div>
      <PasswordField
        id={`${id}-password2`}
        label={t["register.password2"]}
        name="password2"
        disabled={busy}
        autoComplete="new-password"
        showLabel={t["login.show"]}
        hideLabel={t["login.hide"]}
        describedBy={error || said ? errorId : undefined}
      />
      <FormEnd
        errorId={errorId}
        testId="register-error"
        error={error ? t[error] : (said ?? "")}
        busy={busy}
        ready={ready}
        submit={t["register.submit"]}
        submitting={t["register.submitting"]}
      />
    </form>
  );
}
