// Register (docs/product.md §2 "Register", §5; issue 28 point 1): username, e-mail (required: it is
// how a forgotten password comes back), an optional mobile, the password and its confirmation. The
// new account is signed in at once and goes on to `?next=` (the page that sent them to sign in),
// else home; the API has sent a code to the e-mail, which the profile page asks for. The username's
// availability is asked when the field is left, so a taken name shows before the form is sent.
// Each field shows its own message (the form's checks, or the API's per-field 400).
import { useId, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { apiFetch } from "../../lib/api/client";
import { contactErrors, registerError } from "../../lib/auth/validate";
import type { Locale, Strings } from "../../lib/i18n";
import { nextPath, register } from "../../lib/stores/sign-in";
import { say } from "../../lib/strings";
import { useMounted } from "../../lib/use-mounted";
import FormEnd, { FIELD_CLASS } from "./FormEnd";
import PasswordField, { LATIN_ALIGN } from "./PasswordField";
import { useGuestOnly } from "./use-guest-only";

async function usernameTaken(username: string): Promise<boolean> {
  const res = await apiFetch(`/api/auth/check-username/?username=${encodeURIComponent(username)}`).catch(() => null);
  if (!res?.ok) return false; // the server checks again when the form is sent
  return !((await res.json()) as { available: boolean }).available;
}

const FIELDS = ["username", "email", "phone_number", "password", "password2"] as const;
type Field = (typeof FIELDS)[number];
/** One message per field: a string key (`register.error.…`) or the server's own words. */
type FieldErrors = Partial<Record<Field, string>>;

export default function RegisterForm({ locale, t }: { locale: Locale; t: Strings<"register" | "login.show" | "login.hide"> }) {
  const id = useId();
  useGuestOnly(locale);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const ready = useMounted();
  const [errors, setErrors] = useState<FieldErrors>({});
  // The form's own line: a key, or the server's words when they name no field we show.
  const [error, setError] = useState<string | null>(null);

  const onUsernameBlur = async (event: FocusEvent<HTMLInputElement>) => {
    const name = event.target.value.trim();
    const taken = name ? await usernameTaken(name) : false;
    // The answer may come after a submit set another message: only the taken one comes and goes.
    setErrors((current) => {
      if (taken) return { ...current, username: "register.error.taken" };
      if (current.username !== "register.error.taken") return current;
      const { username: _, ...rest } = current;
      return rest;
    });
  };

  const focusFirst = (found: FieldErrors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [username, email, phone, password, password2] = FIELDS.map((k) => String(data.get(k) ?? ""));
    const invalid = registerError(username, password, password2);
    const found: FieldErrors = { ...contactErrors(email, phone) };
    // The username and password checks say one thing at a time, under the field they are about.
    if (invalid === "register.error.username") found.username = invalid;
    else if (invalid === "register.error.match") found.password2 = invalid;
    else if (invalid && invalid !== "register.error.empty") found.password = invalid;
    if (invalid === "register.error.empty") {
      if (!username.trim()) found.username = "register.error.usernameEmpty";
      if (!password) found.password = "register.error.passwordEmpty";
      else if (!password2) found.password2 = "register.error.password2Empty";
    }
    setError(null);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    setBusy(true);
    const outcome = await register({
      username: username.trim(),
      email: email.trim(),
      phone_number: phone.replace(/[\s-]/g, ""),
      password,
      password2,
    });
    // After registering the new user is signed in and goes home (docs/product.md §2), or back to
    // where they were sent to sign in from (a checkout's cart), like signing in does.
    if (outcome.ok) return location.assign(nextPath(locale));
    setBusy(false);
    const fromServer: FieldErrors = {};
    for (const field of FIELDS) if (outcome.errors[field]) fromServer[field] = outcome.errors[field];
    setErrors(fromServer);
    // A 429 or another refusal without a field: its words, else the general line.
    if (!Object.keys(fromServer).length) setError(outcome.errors.detail ?? "register.error.failed");
    focusFirst(fromServer);
  };

  const errorId = (field: Field) => `${id}-${field}-error`;
  const describedBy = (field: Field, hint?: boolean) => [hint ? `${id}-${field}-hint` : "", errorId(field)].filter(Boolean).join(" ");
  const message = (field: Field) => (errors[field] ? say(t, errors[field]) : "");
  const formErrorId = `${id}-error`;

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form">
      <Row errorId={errorId("username")} error={message("username")} testId="register-username-error">
        <label htmlFor={`${id}-username`} className="mb-1 block font-medium">
          {t["register.username"]}
        </label>
        <input
          id={`${id}-username`}
          name="username"
          onBlur={onUsernameBlur}
          disabled={busy}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy("username", true)}
          dir="ltr"
          className={`${FIELD_CLASS} ${LATIN_ALIGN}`}
        />
        <p id={`${id}-username-hint`} className="mt-1 text-sm text-gray-600">
          {t["register.usernameHint"]}
        </p>
      </Row>
      <Row errorId={errorId("email")} error={message("email")} testId="register-email-error">
        <label htmlFor={`${id}-email`} className="mb-1 block font-medium">
          {t["register.email"]}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          disabled={busy}
          required
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email", true)}
          dir="ltr"
          className={`${FIELD_CLASS} ${LATIN_ALIGN}`}
        />
        <p id={`${id}-email-hint`} className="mt-1 text-sm text-gray-600">
          {t["register.emailHint"]}
        </p>
      </Row>
      <Row errorId={errorId("phone_number")} error={message("phone_number")} testId="register-phone_number-error">
        <label htmlFor={`${id}-phone`} className="mb-1 block font-medium">
          {t["register.phone"]} <span className="text-sm font-normal text-gray-600">({t["register.optional"]})</span>
        </label>
        <input
          id={`${id}-phone`}
          name="phone_number"
          type="tel"
          inputMode="tel"
          disabled={busy}
          autoComplete="tel"
          aria-invalid={errors.phone_number ? true : undefined}
          aria-describedby={describedBy("phone_number", true)}
          dir="ltr"
          className={`${FIELD_CLASS} ${LATIN_ALIGN}`}
        />
        <p id={`${id}-phone_number-hint`} className="mt-1 text-sm text-gray-600">
          {t["register.phoneHint"]}
        </p>
      </Row>
      <Row errorId={errorId("password")} error={message("password")} testId="register-password-error">
        <PasswordField
          id={`${id}-password`}
          label={t["register.password"]}
          name="password"
          disabled={busy}
          autoComplete="new-password"
          showLabel={t["login.show"]}
          hideLabel={t["login.hide"]}
          describedBy={describedBy("password", true)}
          invalid={Boolean(errors.password)}
        />
        <p id={`${id}-password-hint`} className="mt-1 text-sm text-gray-600">
          {t["register.passwordHint"]}
        </p>
      </Row>
      <Row errorId={errorId("password2")} error={message("password2")} testId="register-password2-error">
        <PasswordField
          id={`${id}-password2`}
          label={t["register.password2"]}
          name="password2"
          disabled={busy}
          autoComplete="new-password"
          showLabel={t["login.show"]}
          hideLabel={t["login.hide"]}
          describedBy={describedBy("password2")}
          invalid={Boolean(errors.password2)}
        />
      </Row>
      <FormEnd
        errorId={formErrorId}
        testId="register-error"
        error={error ? say(t, error) : ""}
        busy={busy}
        ready={ready}
        submit={t["register.submit"]}
        submitting={t["register.submitting"]}
      />
    </form>
  );
}

/** A field with its message line under it (empty until there is one; announced when it appears). */
function Row({ errorId, error, testId, children }: { errorId: string; error: string; testId: string; children: ReactNode }) {
  return (
    <div>
      {children}
      <p id={errorId} role="alert" className={`text-sm text-red-700 ${error ? "mt-1" : ""}`} data-testid={testId}>
        {error}
      </p>
    </div>
  );
}
