// The contract's payloads that carry a new password, with the API's own last rule for it: not a
// common or breached password (common-passwords.ts). The list stays on the API side, out of the
// site's bundle; the site shows the API's per-field message as it shows the other password rules'.
// A new payload with a new password (the password reset's confirm) extends its field the same way.
// The OpenAPI entries keep the contract's payloads (auth/openapi.ts is also loaded in Node by the
// smoke tests, which cannot import the list's text module); newPassword's description names the rule.
import { changePasswordInput, passwordResetConfirmInput, registerInput } from "#contract/auth";
import { strongPassword } from "./common-passwords";

export const registerRequest = registerInput.safeExtend({ password: strongPassword });
export const changePasswordRequest = changePasswordInput.extend({ new_password: strongPassword });
export const passwordResetConfirmRequest = passwordResetConfirmInput.extend({ new_password: strongPassword });
