// Update profile (docs/product.md §5 "Update profile"): the island renders the form's store
// (lib/stores/profile-form.ts), which holds the fields, the username check and the call. The
// e-mail and phone say whether they are confirmed, and an unconfirmed one gets its code box
// (ContactCheck, issue 28 point 1).
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import type { User } from "#contract/auth";
import type { Locale, Strings } from "../../lib/i18n";
import { type Channel, resetChannel } from "../../lib/stores/contact-codes";
import { $profileForm, fillProfileForm, MESSAGE_LANGUAGES, saveProfile, setProfileField, type ProfileField } from "../../lib/stores/profile-form";
import { showToast } from "../../lib/stores/toasts";
import { FIELD_CLASS } from "../auth/FormEnd";
import { say } from "../../lib/strings";
import { useSignedIn } from "../auth/use-signed-in";
import ContactCheck from "./ContactCheck";

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
  // A changed contact starts over: its old code box and messages are about another address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the saved e-mail changes, which is the point.
  useEffect(() => resetChannel("email"), [user?.email]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the saved phone changes.
  useEffect(() => resetChannel("phone"), [user?.phone_number]);

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

  // The e-mail and phone as saved: whether each is confirmed, and (when it is not) its code box.
  // While the field holds another value, the box waits for it to be saved.
  const flags = user as User & { email_verified?: boolean; phone_verified?: boolean };
  const contact = (name: "email" | "phone_number"): { mark?: ReactNode; markId?: string; extra?: ReactNode } => {
    const channel: Channel = name === "email" ? "email" : "phone";
    const saved = user[name] ?? "";
    const verified = Boolean(channel === "email" ? flags.email_verified : flags.phone_verified);
    const typed = form.values[name].trim();
    if (!saved) return {};
    if (typed !== saved)
      return {
        extra: typed ? <p className="mt-1 text-sm text-gray-600">{t["profileForm.contact.saveFirst"]}</p> : null,
      };
    return {
      mark: (
        <span
          id={`${fieldId(name)}-mark`}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${verified ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}
          data-testid={`${channel}-mark`}
          data-verified={verified}
        >
          {verified ? `✓ ${t["profileForm.contact.confirmed"]}` : t["profileForm.contact.unconfirmed"]}
        </span>
      ),
      markId: `${fieldId(name)}-mark`,
      extra: <ContactCheck channel={channel} verified={verified} boxAtOnce={channel === "email"} t={t} />,
    };
  };

  const text = (
    name: Exclude<ProfileField, "username" | "language">,
    key: keyof typeof t,
    props: { autoComplete: string; inputMode?: "tel" | "email"; dir?: "ltr"; hint?: string },
  ) => {
    const { mark, markId, extra } = name === "email" || name === "phone_number" ? contact(name) : {};
    return (
      <Field
        id={fieldId(name)}
        name={name}
        label={t[key]}
        optional={t["profileForm.optional"]}
        hint={props.hint}
        hintId={`${fieldId(name)}-hint`}
        errorId={errorId(name)}
        error={errorText(name)}
        mark={mark}
        extra={extra}
      >
        <input
          id={fieldId(name)}
          name={name}
          value={form.values[name]}
          onChange={(e) => setProfileField(name, e.target.value)}
          disabled={form.busy}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          type={props.inputMode ?? "text"}
          dir={props.dir}
          aria-invalid={form.errors[name] ? true : undefined}
          aria-describedby={[markId ?? "", props.hint ? `${fieldId(name)}-hint` : "", errorId(name)].filter(Boolean).join(" ")}
          className={INPUT}
        />
      </Field>
    );
  };

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
      {text("email", "profileForm.email", { autoComplete: "email", inputMode: "email", dir: "ltr", hint: t["profileForm.emailHint"] })}
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
  /** Beside the label: whether the contact is confirmed. */
  mark?: ReactNode;
  /** Under the error line: the contact's code box. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A label, the input, its hint and its error line (announced when it appears). */
function Field({ id, name, label: text, required, optional, hint, hintId, errorId, error, status, mark, extra, children }: FieldProps) {
  const label = (
    <label htmlFor={id} className={mark ? "font-medium" : "mb-1 block font-medium"}>
      {text}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" *"}
        </span>
      ) : (
        optional && <span className="ms-1 text-sm font-normal text-gray-600">({optional})</span>
      )}
    </label>
  );
  return (
    <div>
      {mark ? (
        <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          {label}
          {mark}
        </div>
      ) : (
        label
      )}
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
      {extra}
    </div>
  );
}
