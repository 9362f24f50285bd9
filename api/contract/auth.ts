// Identity payloads and the user as the API returns it (docs/product.md §3, §5, §7).
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import { LANGUAGES, ROLES, users } from "../db/schema";
import { say } from "./said";
import { idInput } from "./common";
import { placedArea } from "./areas";

/** A string field with Django REST's messages for a missing, null or non-string value. */
const text = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? say("required") : issue.input === null ? say("notNull") : say("notAString")),
  });

// Zod runs length checks on anything with a length (an array too) after a type error, so the
// length rules say they apply to strings only; `abort` keeps one message per field.
const onText = (payload: { value: unknown }) => typeof payload.value === "string";
const lengthRule = (error: string) => ({ error, abort: true, when: onText });
const notBlank = lengthRule(say("blank"));
const atMost = (n: number) => lengthRule(say("maxChars", { n }));

/** Forms send a cleared optional field as "": that means "none". */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema);

const userColumns = createInsertSchema(users, {
  username: () =>
    text()
      .trim()
      .min(1, notBlank)
      .max(150, atMost(150))
      .regex(/^[\w.@+-]+$/, { error: say("badUsername") }),
  first_name: () => text().trim().max(150, atMost(150)),
  last_name: () => text().trim().max(150, atMost(150)),
  phone_number: () =>
    text()
      .trim()
      .regex(/^\+?\d{10,15}$/, { error: say("badPhone") }),
  email: () =>
    text()
      .trim()
      .toLowerCase()
      .max(254, atMost(254))
      .email({ error: say("badEmail") }),
});

/** Usernames are stored as typed and compared case-insensitively. */
export const username = userColumns.shape.username;
const email = clearable(userColumns.shape.email);
/** Registration's e-mail (issue 28): required, so every new account has an address to prove. */
const requiredEmail = text()
  .trim()
  .toLowerCase()
  .min(1, notBlank)
  .max(254, atMost(254))
  .email({ error: say("badEmail") })
  .describe("Required: a one-time code is sent to it at once (POST /auth/verify/confirm/ proves it); it signs in once proved.");
const phoneNumber = clearable(userColumns.shape.phone_number);

// A cap on every password keeps the slow hash from being fed megabytes.
const anyPassword = text().min(1, notBlank).max(128, atMost(128));

/** Identifier: a username, an e-mail address (has "@") or a phone number (10 to 15 digits). */
export const loginInput = z.object({
  identifier: text().trim().min(1, notBlank).max(254, atMost(254)),
  password: anyPassword,
});

/** The new-password rules of docs/product.md §5, checked in the product rules' order; only the first failure is reported. */
export const newPassword = text()
  .min(1, notBlank)
  .min(8, lengthRule(say("passwordTooShort")))
  .max(128, atMost(128))
  .regex(/[A-Z]/, { error: say("passwordNeedsUppercase"), abort: true })
  .regex(/[a-z]/, { error: say("passwordNeedsLowercase"), abort: true })
  .regex(/[0-9]/, { error: say("passwordNeedsDigit"), abort: true })
  // The API also refuses a common or breached password (api/src/auth/common-passwords.ts, ADR 0027): the list stays out of the contract, which the site imports.
  .describe(
    "8 to 128 characters with an upper-case letter, a lower-case letter and a digit. The API also refuses the 100,000 most common breached passwords (compared case-insensitively) and any of them with digits or symbols added.",
  );

export const registerInput = z
  .object({
    username,
    password: newPassword,
    password2: text().min(1, notBlank),
    email: requiredEmail,
    phone_number: phoneNumber,
    /** The site's language the account was opened in (ADR 0025); without it, the request's Accept-Language. */
    language: z.enum(LANGUAGES, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) }).optional(),
  })
  .refine((v) => v.password === v.password2, { path: ["password2"], error: say("passwordsDiffer") });

export const changePasswordInput = z.object({
  old_password: anyPassword,
  new_password: newPassword,
});

/** PUT /auth/profile/: only the username is required; absent fields keep their value, "" or null clears a contact. */
export const profileInput = z.object({
  username,
  first_name: userColumns.shape.first_name,
  last_name: userColumns.shape.last_name,
  phone_number: phoneNumber,
  email,
  // The shopper's area ("Deliver to", GET /areas/); null forgets it, absent keeps it.
  area_id: idInput.nullable().optional(),
  /** The language notifications are written in (ADR 0025). */
  language: z.enum(LANGUAGES, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) }).optional(),
});
/** PATCH /auth/profile/: any subset of the profile fields. */
export const profilePatch = profileInput.partial();

export const refreshInput = z.object({ refresh: text().min(1, notBlank) });
export const checkUsernameQuery = z.object({ username });

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof user>;
/** The signed-in user as GET/PUT/PATCH /auth/profile/ answer: the user, the language their notifications are written in (ADR 0025) and the area they deliver to. */
export const profile = user.extend({
  email_verified: z
    .boolean()
    .describe(
      "Whether the e-mail was proved with a one-time code (POST /auth/verify/). Only a verified contact signs in, receives a password-reset code or any message.",
    ),
  phone_verified: z.boolean().describe("Whether the phone was proved with a one-time code sent by WhatsApp."),
  language: z.enum(LANGUAGES),
  area: placedArea.nullable().describe('The area the shopper chose to deliver to (the top bar\'s "Deliver to"); null until chosen.'),
});
export type Profile = z.infer<typeof profile>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export const accessToken = z.object({ access: z.string() });
/** POST /auth/register/ answers with the new user and a signed-in session (docs/product.md: register, then automatic login). */
export const registered = tokenPair.extend({ user });
/** PUT /auth/change-password/ signs out every other session and hands this one new tokens. */
export const passwordChanged = tokenPair.extend({ detail: z.string() });
export const usernameAvailability = z.object({ available: z.boolean() });

/** A signed-in browser of the account (GET /api/auth/sessions/, issue 28 point 5). */
export const session = z.object({
  id: z.string().describe("The session's id, for DELETE /api/auth/sessions/{id}/."),
  device: z.string().nullable().describe('"Chrome on Android": browser and system read from the User-Agent at sign-in; null when neither is known.'),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  country: z.string().nullable().describe("ISO 3166 code of the sign-in address's country; null when not known (locally)."),
  created_at: z.string(),
  last_used_at: z.string().describe("The sign-in or the last token refresh (at most 15 minutes behind)."),
  current: z.boolean().describe("The session this request was made with."),
});
export const sessionList = z.array(session);
export const sessionsEnded = z.object({ ended: z.number().int() });

// One-time codes (ADR 0029): proving a contact and resetting a forgotten password.
const codeText = text()
  .trim()
  .regex(/^\d{6}$/, { error: say("badCode") })
  .describe("The six digits sent.");
const contactChannel = z.enum(["email", "phone"], {
  error: (issue) =>
    issue.input === undefined ? say("required") : issue.input === null ? say("notNull") : say("invalidChoice", { value: String(issue.input) }),
});

/** POST /auth/verify/: send a code to the account's e-mail or phone (as it is in the profile). */
export const verifyRequestInput = z.object({ channel: contactChannel });
/** POST /auth/verify/confirm/: the code sent; the contact becomes verified. */
export const verifyConfirmInput = z.object({ channel: contactChannel, code: codeText });
/** POST /auth/password-reset/: a username, e-mail or phone; the answer is the same whether or not it names an account. */
export const passwordResetInput = z.object({ identifier: loginInput.shape.identifier });
/** POST /auth/password-reset/confirm/: the identifier asked with, the code sent and the new password (the change-password rules). */
export const passwordResetConfirmInput = z.object({ identifier: loginInput.shape.identifier, code: codeText, new_password: newPassword });
/** The answer to asking for a code: a sentence in the caller's language and how long a code lives. */
export const codeSent = z.object({ detail: z.string(), expires_in: z.number().int().describe("Seconds a code lives.") });
