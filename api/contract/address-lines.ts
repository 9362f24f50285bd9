// What an address and a checkout's address share: the Egyptian mobile and the free-text lines'
// limits. A module of its own so the address book (addresses.ts) and the checkout (orders.ts)
// both take them from one place without importing each other.
import { z } from "zod";
import { egyptianMobileOrNull } from "#shared/normalize";
import { say } from "./said";
import { ADDRESS_LIMITS } from "#shared/address-rules";

export { ADDRESS_LIMITS };

const isBlank = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");

/** An Egyptian mobile (010, 011, 012, 015 + 8 digits), also as +20… or 0020…; stored as 01XXXXXXXXX. */
export const egyptianMobile = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.string({ error: (issue) => (issue.input === undefined ? say("required") : say("badMobile")) }).transform((v, ctx) => {
    const local = egyptianMobileOrNull(v);
    if (local !== null) return local;
    ctx.addIssue({ code: "custom", message: say("badMobile") });
    return z.NEVER;
  }),
);
