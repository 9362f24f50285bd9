// Known-breached and common passwords are refused as a new password (NIST SP 800-63B §5.1.1.2;
// ADR 0028): at registration, password change and password reset, each through `strongPassword`.
// The list is the 100,000 most common passwords from public breaches, lower-cased and kept only
// where a password passing the other rules could match it (scripts/common-passwords.mjs writes it).
// It ships in the worker as one sorted, newline-joined string and is searched as it is: no parse,
// no Set to build, so the first lookup costs what every lookup costs (microseconds).
import { newPassword } from "#contract/auth";
import { say } from "#contract/said";
import COMMON from "../../assets/common-passwords.txt";

// The usual way to make a listed word pass composition rules: digits and symbols added at the end.
const ADDED_TAIL = /[\p{N}\p{P}\p{S}\s]+$/u;

/**
 * Whether the password is on the list, compared lower-cased ("Password1" is "password1"), or is
 * a listed word of at least four characters with digits or symbols added ("Monkey123!").
 */
export function isCommonPassword(password: string, list: string = COMMON): boolean {
  const lower = password.toLowerCase();
  if (listed(list, lower)) return true;
  const word = lower.replace(ADDED_TAIL, "");
  return word !== lower && word.length >= 4 && listed(list, word);
}

/** The new-password rules of the contract, then the list: the one rule for every new password the API takes. */
export const strongPassword = newPassword.refine((password) => !isCommonPassword(password), { error: say("passwordTooCommon"), abort: true });

/** Binary search of a sorted, newline-joined list (sorted by UTF-16 code unit, as `<` compares). */
export function listed(list: string, word: string): boolean {
  let lo = 0; // the start of the first line still in play
  let hi = list.length; // the end of the last one (its "\n", or the end of the text)
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = list.lastIndexOf("\n", mid - 1) + 1;
    let end = list.indexOf("\n", start);
    if (end === -1 || end > hi) end = hi;
    const line = list.slice(start, end);
    if (line === word) return true;
    if (line < word) lo = end + 1;
    else hi = start - 1;
  }
  return false;
}
