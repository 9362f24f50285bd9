// Update profile (docs/product.md §5 "Update profile"): the island renders the form's store
// (lib/stores/profile-form.ts), which holds the fields, the username check and the call.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { $profileForm, fillProfileForm, MESSAGE_LANGUAGES, saveProfile, setProfileField, type ProfileField } from "../../lib/stores/profile-form";
import { showToast } from "../../lib/stores/toasts";
import { FIELD_CLASS } from "../auth/FormEnd";
import { say } from "../../lib/strings";
import { useSignedIn } from "../auth/use-signed-in";

const INPUT = `${FIELD_CLASS} min-h-11`;

export default function ProfileForm({ locale, t }: { locale: Locale; t: Strings<"profileForm"> }) {
  const id = useId();
  const user = useSignedIn(locale);
  const form = useStore($profileForm);
  const formRef = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per signed-in user; a save refills it from the server's answer itself.
  useEffect(() => {
    if (user) fillProfileForm(user);
  }, [user?.id]);

  if (!user || !form.current) {
    return (
      <p role="status" className="text-gray-600">
        {t["profileForm.loading"]}
      </p>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await saveProfile();
    if (outcome.ok) return void showToast(t["profileForm.success"]);
    // The first field with a message gets the focus, so its message is read out with it.
    const firstBad = Object.keys($profileForm.get().errors)[0];
    if (firstBad) formRef.current?.querySelector<HTMLInputElement>(`[name="${firstBad}"]`)?.focus();
  };

  const fieldId = (name: ProfileField) => `${id}-${name}`;
  const errorId = (name: ProfileField) => `${id}-${name}-error`;
  const errorText = (name: ProfileField) => {
    const message = form.errors[name];
    return message ? say(t, message) : "";
  };

  const availability = form.availability;
  const statusText =
    availability.state === "checking"
      ? t["profileForm.checking"]
      : availability.state === "available"
        ? `✓ ${t["profileForm.available"]}`
        : availability.state === "own"
          ? `✓ ${t["profileForm.own"]}`
          : availability.state === "taken"
            ? t["profileForm.taken"]
            : availability.state === "invalid"
              ? (availability.message ?? t["profileForm.usernameHint"])
              : "";
  const statusTone =
    availability.state === "available" || availability.state === "own"
      ? "text-green-700"
      : availability.state === "taken" || availability.state === "invalid"
        ? "text-red-700"
        : "text-gray-600";
  // A field error (from the form or the server) says it already: the live line stays quiet then.
  const showStatus = !form.errors.username && statusText !== "";

  const text = (
    name: Exclude<ProfileField, "username" | "language">,
    key: keyof typeof t,
    props: { autoComplete: string; inputMode?: "tel"; dir?: "ltr"; hint?: string },
  ) => (
    <Field
      id={fieldId(name)}
      name={name}
      label={t[key]}
      optional={t["profileForm.optional"]}
      hint={props.hint}
      hintId={`${fieldId(name)}-hint`}
      errorId={errorId(name)}
      error={errorText(name)}
    >
      <input
        id={fieldId(name)}
        name={name}
        value={form.values[name]}
        onChange={(e) => setProfileField(name, e.target.value)}
        disabled={form.busy}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        type={props.inputMode === "tel" ? "tel" : "text"}
        dir={props.dir}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={[props.hint ? `${fieldId(name)}-hint` : "", errorId(name)].filter(Boolean).join(" ")}
        className={INPUT}
      />
    </Field>
  );

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="max-w-xl space-y-5" data-testid="profile-form">
      <p className="text-gray-700">{t["profileForm.intro"]}</p>
      <Field
        id={fieldId("username")}
        name="username"
        label={t["profileForm.username"]}
        required
        hint={t["profileForm.usernameHint"]}
        hintId={`${fieldId("username")}-hint`}
        errorId={errorId("username")}
        error={errorText("username")}
        status={
          <p id={`${fieldId("username")}-status`} aria-live="polite" className={`mt-1 min-h-5 text-sm ${statusTone}`} data-testid="username-status">
            {showStatus ? statusText : ""}
          </p>
        }
      >
        <input
          id={fieldId("username")}
          name="username"
          value={form.values.username}
          onChange={(e) => setProfileField("username", e.target.value)}
          disabled={form.busy}
          required
          aria-required="true"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          aria-invalid={form.errors.username || availability.state === "taken" || availability.state === "invalid" ? true : undefined}
          aria-describedby={`${fieldId("username")}-hint ${fieldId("username")}-status ${errorId("username")}`}
          className={INPUT}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("first_name", "profileForm.firstName", { autoComplete: "given-name" })}
        {text("last_name", "profileForm.lastName", { autoComplete: "family-name" })}
      </div>
      {text("phone_number", "profileForm.phone", { autoComplete: "tel", inputMode: "tel", dir: "ltr", hint: t["profileForm.phoneHint"] })}
      <fieldset aria-describedby={`${fieldId("language")}-hint ${errorId("language")}`} data-testid="profile-language">
        <legend className="mb-1 block font-medium">{t["profileForm.language"]}</legend>
        <div className="flex flex-wrap gap-3">
          {MESSAGE_LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="language"
                value={language}
                checked={form.values.language === language}
                onChange={() => setProfileField("language", language)}
                disabled={form.busy}
                aria-invalid={form.errors.language ? true : undefined}
                className="size-4 accent-primary"
                data-testid={`profile-language-${language}`}
              />
              <span lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
                {t[`profileForm.languages.${language}`]}
              </span>
            </label>
          ))}
        </div>
        <p id={`${fieldId("language")}-hint`} className="mt-1 text-sm text-gray-600">
          {t["profileForm.languageHint"]}
        </p>
        <p
          id={errorId("language")}
          role="alert"
          className={`text-sm text-red-700 ${form.errors.language ? "mt-1" : ""}`}
          data-testid="language-error"
        >
          {errorText("language")}
        </p>
      </fieldset>
      {user.email && (
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block font-medium">
            {t["profileForm.email"]}
          </label>
          <input
            id={`${id}-email`}
            value={user.email}
            readOnly
            dir="ltr"
            aria-describedby={`${id}-email-note`}
            className={`${INPUT} bg-gray-50 text-gray-700`}
            data-testid="profile-email"
          />
          <p id={`${id}-email-note`} className="mt-1 text-sm text-gray-600">
            {t["profileForm.emailNote"]}
          </p>
        </div>
      )}
      <div className="space-y-2">
        <p role="alert" className="text-sm text-red-700" data-testid="profile-error">
          {form.error ? say(t, form.error) : ""}
        </p>
        <button
          type="submit"
          disabled={form.busy}
          className="min-h-11 w-full rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 sm:w-auto"
        >
          {form.busy ? t["profileForm.submitting"] : t["profileForm.submit"]}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: ProfileField;
  label: string;
  required?: boolean;
  optional?: string;
  hint?: string;
  hintId: string;
  errorId: string;
  error: string;
  /** A live line under the hint (the username's availability). */
  status?: ReactNode;
  children: ReactNode;
}

/** A label, the input, its hint and its error line (announced when it appears). */
function Field({ id, name, label: text, required, optional, hint, hintId, errorId, error, status, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {text}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" *"}
          </span>
        ) : (
          optional && <span className="ms-1 text-sm font-normal text-gray-600">({optional})</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {status}
      <p id={errorId} role="alert" className={`text-sm text-red-700 ${error ? "mt-1" : ""}`} data-testid={`${name}-error`}>
        {error}
      </p>
    </div>
  );
}
