// Forgot password (issue 28 point 2): two steps on one page. First the e-mail, username or mobile
// number; the answer is the same whether or not it names an account. Then the code, the new
// password with the change-password rules shown live, and its confirmation; the browser is then
// signed in and goes to the profile, which says the password was set. The island renders
// lib/stores/password-reset.ts; the edge worker keeps the new session's tokens.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import {
  $reset,
  $resetMatch,
  $resetReady,
  $resetRules,
  askAgain,
  askCode,
  confirmReset,
  type ResetField,
  setResetField,
} from "../../lib/stores/password-reset";
import { $session, mergeCart } from "../../lib/stores/session";
import { toastAfterNavigation } from "../../lib/stores/toasts";
import { say } from "../../lib/strings";
import { useMounted } from "../../lib/use-mounted";
import { CODE_FIELD_CLASS, FIELD_CLASS } from "./FormEnd";
import PasswordField, { LATIN_ALIGN } from "./PasswordField";
import PasswordRules from "./PasswordRules";

type T = Strings<
  | "forgot"
  | "password.rule"
  | "password.rulesLabel"
  | "password.met"
  | "password.unmet"
  | "password.mismatch"
  | "password.match"
  | "login.show"
  | "login.hide"
>;

const SUBMIT =
  "min-h-11 w-full rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60";
const LINK_BUTTON =
  "min-h-11 text-sm font-medium text-primary underline hover:opacity-80 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60";
const INPUT = `${FIELD_CLASS} min-h-11`;

export default function ForgotPasswordForm({ locale, t }: { locale: Locale; t: T }) {
  const id = useId();
  const form = useStore($reset);
  const rules = useStore($resetRules);
  const match = useStore($resetMatch);
  const ready = useStore($resetReady);
  const mounted = useMounted();
  const codeRef = useRef<HTMLInputElement>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const step = form.step;

  // The step's first field takes the focus when the step changes (not on the page's first load).
  const seen = useRef(step);
  useEffect(() => {
    if (seen.current === step) return;
    seen.current = step;
    (step === "confirm" ? codeRef : identifierRef).current?.focus();
  }, [step]);

  const ids = {
    identifierError: `${id}-identifier-error`,
    status: `${id}-status`,
    codeHint: `${id}-code-hint`,
    codeError: `${id}-code-error`,
    rules: `${id}-rules`,
    newError: `${id}-new-error`,
    match: `${id}-match`,
    error: `${id}-error`,
    incomplete: `${id}-incomplete`,
  };
  const message = (name: ResetField) => (form.errors[name] ? say(t, form.errors[name]) : "");
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (["identifier", "code", "new_password", "confirm"].includes(input.name)) setResetField(input.name as ResetField, input.value);
  };

  if (step === "ask") {
    const onAsk = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!(await askCode()) && $reset.get().errors.identifier) identifierRef.current?.focus();
    };
    return (
      <form method="post" onChange={onChange} onSubmit={onAsk} noValidate className="space-y-4" data-testid="forgot-ask">
        <p className="text-gray-800">{t["forgot.intro"]}</p>
        <div>
          <label htmlFor={`${id}-identifier`} className="mb-1 block font-medium">
            {t["forgot.identifier"]}
          </label>
          <input
            ref={identifierRef}
            id={`${id}-identifier`}
            name="identifier"
            defaultValue={form.identifier}
            disabled={form.busy}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            aria-invalid={form.errors.identifier ? true : undefined}
            aria-describedby={`${ids.identifierError} ${ids.error}`}
            className={`${INPUT} ${LATIN_ALIGN}`}
          />
          <p
            id={ids.identifierError}
            role="alert"
            className={`text-sm text-red-700 ${form.errors.identifier ? "mt-1" : ""}`}
            data-testid="forgot-identifier-error"
          >
            {message("identifier")}
          </p>
        </div>
        <p id={ids.error} role="alert" className="text-sm text-red-700" data-testid="forgot-error">
          {form.error ? say(t, form.error) : ""}
        </p>
        <button type="submit" disabled={form.busy || !mounted} className={SUBMIT}>
          {form.busy ? t["forgot.sending"] : t["forgot.send"]}
        </button>
      </form>
    );
  }

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await confirmReset();
    if (outcome.ok) {
      // Signed in: the next page (the profile) says the password was set.
      if (outcome.detail) toastAfterNavigation(outcome.detail);
      if (outcome.user) {
        $session.set({ status: "signed-in", user: outcome.user });
        await mergeCart();
      }
      return location.assign(`/${locale}/profile/`);
    }
    const bad = (["code", "new_password"] as const).find((name) => $reset.get().errors[name]);
    if (bad) document.getElementById(bad === "code" ? `${id}-code` : `${id}-new`)?.focus();
  };
  // The identifier is not on screen in this step: a message about it shows as the form's.
  const formError = form.error ? say(t, form.error) : message("identifier");

  return (
    <form method="post" onChange={onChange} onSubmit={onConfirm} noValidate className="space-y-5" data-testid="forgot-confirm">
      <div className="rounded-lg bg-green-50 p-3 text-sm text-gray-800">
        <p id={ids.status} role="status" data-testid="forgot-status">
          {form.status ?? ""}
          {form.resent ? ` ${t["forgot.resent"]}` : ""}
        </p>
        <p className="mt-1">
          <bdi dir="ltr" className="font-medium">
            {form.identifier.trim()}
          </bdi>{" "}
          ·{" "}
          <button type="button" onClick={askAgain} className={LINK_BUTTON} data-testid="forgot-other">
            {t["forgot.another"]}
          </button>
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-code`} className="mb-1 block font-medium">
          {t["forgot.code"]}
        </label>
        <input
          ref={codeRef}
          id={`${id}-code`}
          name="code"
          value={form.code}
          onChange={(e) => setResetField("code", e.target.value)}
          disabled={form.busy}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          dir="ltr"
          aria-invalid={form.errors.code ? true : undefined}
          aria-describedby={`${ids.status} ${ids.codeHint} ${ids.codeError}`}
          className={CODE_FIELD_CLASS}
          data-testid="forgot-code"
        />
        <p id={ids.codeHint} className="mt-1 text-sm text-gray-600">
          {t["forgot.codeHint"]}
        </p>
        <p id={ids.codeError} role="alert" className={`text-sm text-red-700 ${form.errors.code ? "mt-1" : ""}`} data-testid="forgot-code-error">
          {message("code")}
        </p>
        <button
          type="button"
          onClick={() => void askCode()}
          disabled={form.resending || form.busy}
          className={LINK_BUTTON}
          data-testid="forgot-resend"
        >
          {form.resending ? t["forgot.sending"] : t["forgot.resend"]}
        </button>
      </div>
      <div className="[&_input]:min-h-11">
        <PasswordField
          id={`${id}-new`}
          name="new_password"
          label={t["forgot.new"]}
          disabled={form.busy}
          autoComplete="new-password"
          showLabel={t["login.show"]}
          hideLabel={t["login.hide"]}
          describedBy={`${ids.rules} ${ids.newError}`}
          invalid={Boolean(form.errors.new_password)}
        />
        <PasswordRules id={ids.rules} rules={rules} t={t} />
        <p id={ids.newError} role="alert" className={`text-sm text-red-700 ${form.errors.new_password ? "mt-1" : ""}`} data-testid="forgot-new-error">
          {message("new_password")}
        </p>
      </div>
      <div className="[&_input]:min-h-11">
        <PasswordField
          id={`${id}-confirm`}
          name="confirm"
          label={t["forgot.confirm"]}
          disabled={form.busy}
          autoComplete="new-password"
          showLabel={t["login.show"]}
          hideLabel={t["login.hide"]}
          describedBy={ids.match}
          invalid={match === "mismatch"}
        />
        <p
          id={ids.match}
          aria-live="polite"
          className={`text-sm ${match === "mismatch" ? "mt-1 text-red-700" : match === "match" ? "mt-1 text-green-700" : ""}`}
          data-testid="forgot-match"
          data-state={match}
        >
          {match === "mismatch" ? `✗ ${t["password.mismatch"]}` : match === "match" ? `✓ ${t["password.match"]}` : ""}
        </p>
      </div>
      <div className="space-y-2">
        <p id={ids.error} role="alert" className="text-sm text-red-700" data-testid="forgot-error">
          {formError}
        </p>
        <button type="submit" disabled={!ready} aria-describedby={!ready && !form.busy ? ids.incomplete : undefined} className={SUBMIT}>
          {form.busy ? t["forgot.submitting"] : t["forgot.submit"]}
        </button>
        {!ready && !form.busy && (
          <p id={ids.incomplete} className="text-sm text-gray-600" data-testid="forgot-incomplete">
            {t["forgot.incomplete"]}
          </p>
        )}
      </div>
    </form>
  );
}
