// The rebuilder is no user: it proves itself with the service secret PUBLISH_SECRET in the
// X-Publish-Secret header. Like JWT_SECRET it is never in the repository: `wrangler secret put`
// in production, generated into the git-ignored api/.dev.vars locally (scripts/lib/dev-vars.mjs).
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { forbidden, unauthorized } from "../lib/errors";
import { say } from "#contract/said";

export const SECRET_HEADER = "x-publish-secret";
/** Shorter secrets are treated as unset: they could be guessed. */
const MIN_SECRET_LENGTH = 32;

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/**
 * Equal or not, in a time that does not depend on where the texts differ: both are hashed to
 * the same length first, then every byte is compared.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

/** 401 without the header, 403 with a wrong one (or when this API has no secret to compare with). */
export async function requirePublisher(c: Context<AppEnv>): Promise<void> {
  const given = c.req.header(SECRET_HEADER);
  if (!given) throw unauthorized();
  const expected = c.env.PUBLISH_SECRET ?? "";
  if (expected.length < MIN_SECRET_LENGTH) throw forbidden(say("publishNotConfigured"));
  if (!(await sameSecret(given, expected))) throw forbidden(say("publishSecretWrong"));
}
