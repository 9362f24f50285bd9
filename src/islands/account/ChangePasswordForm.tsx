// Change password (docs/product.md §5 "Change password"): the island renders the form's store
// (lib/stores/change-password.ts): the live rules, whether it may be sent, the server's answer.
// The fields are PasswordField's (show/hide); their typing reaches the store through the form.
import { useStore } from "@nanostores/react";
import { useId, useRef, type FormEvent } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import {
  $passwordForm,
  $passwordMatch,
  $passwordReady,
  $passwordRules,
  FAILED_KEY,
  resetPasswordForm,
  setPasswordField,
  submitPasswordChange,
  type PasswordValues,
} from "../../lib/stores/change-password";
import { showToast } from "../../lib/stores/toasts";
import PasswordField from "../auth/PasswordField";
import PasswordRules from "../auth/PasswordRules";
import { useSignedIn } from "../auth/use-signed-in";

const FIELDS: (keyof PasswordValues)[] = ["old_password", "new_password", "confirm"];

export default function ChangePasswordForm({ locale, t }: { locale: Locale; t: Strings<"password"> }) {
  const id = useId();
  const user = useSignedIn(locale);
  const form = useStore($passwordForm);
  const rules = useStore($passwordRules);
  const match = useStore($passwordMatch);
  const ready = useStore($passwordReady);
  const formRef = useRef<HTMLFormElement>(null);

  if (!user) {
    return (
      <p role="status" className="text-gray-600">
        {t["password.loading"]}
      </p>
    );
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (FIELDS.includes(input.name as keyof PasswordValues)) setPasswordField(input.name as keyof PasswordValues, input.value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed = await submitPasswordChange();
    if (changed) {
      formRef.current?.reset();
      resetPasswordForm();
      showToast(t["password.success"]);
      formRef.current?.querySelector<HTMLInputElement>('[name="old_password"]')?.focus();
    } else if ($passwordForm.get().oldPasswordError) {
      formRef.current?.querySelector<HTMLInputElement>('[name="old_password"]')?.focus();
    }
  };

  const ids = { oldError: `${id}-old-error`, rules: `${id}-rules`, match: `${id}-match`, error: `${id}-error`, incomplete: `${id}-incomplete` };
  // Each toggle follows its own field and controls it (aria-controls): one pair of words serves all three.
  const show = () => t["password.show"];
  const hide = () => t["password.hide"];
  const error = form.error === FAILED_KEY ? t[FAILED_KEY] : form.error;
  // Inputs 44px tall on phones: PasswordField's own input is a little shorter.
  const tall = "[&_input]:min-h-11";

  return (
    <form ref={formRef} method="post" onChange={onChange} onSubmit={onSubmit} noValidate className="max-w-xl space-y-5" data-testid="password-form">
      <p className="text-gray-700">{t["password.intro"]}</p>
      <div className={tall}>
        <PasswordField
          id={`${id}-old`}
          name="old_password"
          label={t["password.current"]}
          disabled={form.busy}
          autoComplete="current-password"
          showLabel={show()}
          hideLabel={hide()}
          describedBy={ids.oldError}
          invalid={Boolean(form.oldPasswordError)}
        />
        <p id={ids.oldError} role="alert" className={`text-sm text-red-700 ${form.oldPasswordError ? "mt-1" : ""}`} data-testid="old-password-error">
          {form.oldPasswordError ?? ""}
        </p>
      </div>
      <div className={tall}>
        <PasswordField
          id={`${id}-new`}
          name="new_password"
          label={t["password.new"]}
          disabled={form.busy}
          autoComplete="new-password"
          showLabel={show()}
          hideLabel={hide()}
          describedBy={ids.rules}
        />
        <PasswordRules id={ids.rules} rules={rules} t={t} />
      </div>
      <div className={tall}>
        <PasswordField
          id={`${id}-confirm`}
          name="confirm"
          label={t["password.confirm"]}
          disabled={form.busy}
          autoComplete="new-password"
          showLabel={show()}
          hideLabel={hide()}
          describedBy={ids.match}
          invalid={match === "mismatch"}
        />
        <p
          id={ids.match}
          aria-live="polite"
          className={`text-sm ${match === "mismatch" ? "mt-1 text-red-700" : match === "match" ? "mt-1 text-green-700" : ""}`}
          data-testid="password-match"
          data-state={match}
        >
          {match === "mismatch" ? `✗ ${t["password.mismatch"]}` : match === "match" ? `✓ ${t["password.match"]}` : ""}
        </p>
      </div>
      <div className="space-y-2">
        <p id={ids.error} role="alert" className="text-sm text-red-700" data-testid="password-error">
          {error ?? ""}
        </p>
        <button
          type="submit"
          disabled={!ready}
          aria-describedby={!ready && !form.busy ? ids.incomplete : undefined}
          className="min-h-11 w-full rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {form.busy ? t["password.submitting"] : t["password.submit"]}
        </button>
        {!ready && !form.busy && (
          <p id={ids.incomplete} className="text-sm text-gray-600" data-testid="password-incomplete">
            {t["password.incomplete"]}
          </p>
        )}
      </div>
    </form>
  );
}
