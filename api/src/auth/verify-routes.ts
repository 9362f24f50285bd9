// Proving the signed-in user's e-mail or phone (ADR 0029): ask for a code, then send it back.
//
// A code proves the address it was sent to (`one_time_codes.target`), nothing else: the flag is
// set by one UPDATE that holds only while the profile's contact is still that address, so a code
// sent to an old address (or a contact changed between the two requests) verifies nothing.
// Asking is limited per account and channel and per client address (contact-codes.ts); guessing
// is limited by the code itself (5 wrong tries, then it is gone: codes.ts).
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { users } from "../../db/schema";
import { verifyConfirmInput, verifyRequestInput } from "#contract/auth";
import { say } from "#contract/said";
import type { AppEnv } from "../env";
import { badRequest, conflict, notFound } from "../lib/errors";
import { jsonBody } from "../lib/validate";
import { whatsappOn } from "../notifications/channels";
import { handOverAfterResponse } from "../notifications/outbox";
import { CODE_MINUTES, spendCode } from "./codes";
import { contactCodeStatements, takeCodeRequest } from "./contact-codes";
import { requireUser } from "./middleware";
import { withArea } from "./profile-routes";
import { signingKey } from "./tokens";
import { loadProfileRow, profileColumns } from "./users";

/** Each channel's column in the profile and the flag a code sets. */
const CONTACT = {
  email: { address: users.email, proved: { email_verified: true } },
  phone: { address: users.phone_number, proved: { phone_verified: true } },
} as const;

export const verifyRoutes = new Hono<AppEnv>()
  // 202 {detail, expires_in}: a code is on its way to the profile's contact on that channel.
  .post("/verify", async (c) => {
    const me = requireUser(c);
    const { channel } = await jsonBody(c, verifyRequestInput);
    const secret = signingKey(c.env.JWT_SECRET);
    const db = c.var.db;
    const profile = await loadProfileRow(db, me.id);
    if (!profile) throw notFound();
    const address = channel === "email" ? profile.email : profile.phone_number;
    if (!address) throw badRequest({ channel: [say("noContactToVerify")] });
    if (channel === "email" ? profile.email_verified : profile.phone_verified) throw conflict(say("alreadyVerified"));
    if (channel === "phone" && !whatsappOn(c.env)) throw conflict(say("phoneCodesOff"));
    await takeCodeRequest(c, me.id, channel);
    await db.batch(await contactCodeStatements(db, secret, { userId: me.id, channel, address }));
    handOverAfterResponse(c, [me.id]);
    return c.json({ detail: say("contactCodeSent", { address, minutes: CODE_MINUTES }), expires_in: CODE_MINUTES * 60 }, 202);
  })

  // 200 with the profile, the contact now verified.
  .post("/verify/confirm", async (c) => {
    const me = requireUser(c);
    const { channel, code } = await jsonBody(c, verifyConfirmInput);
    const secret = signingKey(c.env.JWT_SECRET);
    const db = c.var.db;
    const spent = await spendCode(db, secret, { userId: me.id, purpose: channel, code });
    if (!spent.ok) throw badRequest({ code: [spent.triesLeft > 0 ? say("wrongCode", { tries: spent.triesLeft }) : say("codeGone")] });
    const { address, proved } = CONTACT[channel];
    const [row] = await db
      .update(users)
      .set({ ...proved, updated_at: new Date().toISOString() })
      .where(and(eq(users.id, me.id), eq(address, spent.target)))
      .returning(profileColumns);
    if (!row) throw badRequest({ code: [say("codeGone")] });
    return c.json(await withArea(db, row));
  });
