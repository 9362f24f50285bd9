// POST /orders/: checkout. Any signed-in user buys for themselves; the server decides prices
// and stock; a cart spanning several branches becomes one order per branch, all or none.
import { Hono, type Context } from "hono";
import { requireUser } from "../auth/middleware";
import type { AppEnv, Db } from "../env";
import { ApiError, badRequest, conflict, forbidden, isUniqueViolation } from "../lib/errors";
import { say } from "#contract/said";
import { jsonObject } from "../lib/validate";
import { idInput } from "#contract/common";
import { checkoutFieldErrors, checkoutInput, MAX_IDEMPOTENCY_KEY } from "#contract/orders";
import { findArea } from "../delivery/quote";
import { type DeliveryChoice, mergeLines, outOfStockError, planCheckout, type Line } from "./checkout-plan";
import { checkoutAnswer, checkoutForKey, loadCheckout } from "./checkout-result";
import { signingKey } from "../auth/tokens";
import { isStaleWrite, writeCheckout, type CheckoutWrite, type Written } from "./checkout-write";
import { handOverAfterResponse } from "../notifications/outbox";
import { isWalletShort } from "../wallet/spend";

export const checkoutRoutes = new Hono<AppEnv>();

/** Reads before a write that found the rows changed; then the shopper is told to try again. */
const ATTEMPTS = 3;

function idempotencyKey(c: Context<AppEnv>): string | null {
  const raw = c.req.header("idempotency-key");
  if (raw === undefined) return null;
  const key = raw.trim();
  if (key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY) {
    throw badRequest(say("idempotencyKey", { n: MAX_IDEMPOTENCY_KEY }));
  }
  return key;
}

async function replay(c: Context<AppEnv>, checkoutId: string) {
  c.header("Idempotent-Replayed", "true");
  return c.json(await loadCheckout(c.var.db, requireUser(c), checkoutId), 200);
}

/**
 * Reads the branches, then writes. When the write finds the rows changed since the read (the
 * stock guard fired, a price moved, a listing went), it reads again: that read answers the
 * 409 or 400, or, if the change was harmless (a restock), the write is tried again.
 */
async function place(db: Db, lines: Line[], write: CheckoutWrite, choice: DeliveryChoice, wallet: number): Promise<Written> {
  for (let attempt = 1; ; attempt++) {
    const plan = await planCheckout(db, lines, choice, write.customerId, wallet);
    try {
      return await writeCheckout(db, plan, write);
    } catch (err) {
      // Another checkout (another tab) spent the wallet between the read and the write: nothing
      // was written; the shopper sees the new balance and decides again (ADR 0034).
      if (isWalletShort(err)) throw conflict({ detail: say("walletChanged"), code: "wallet_changed" });
      if (!isStaleWrite(err)) throw err;
      if (attempt === ATTEMPTS) throw outOfStockError(plan.lines.map((l) => ({ ...l, available: l.listing.stock })));
    }
  }
}

checkoutRoutes.post("/orders", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  // A key already used answers with its checkout, whatever this payload says.
  const key = idempotencyKey(c);
  if (key !== null) {
    const done = await checkoutForKey(db, user.id, key);
    if (done) return replay(c, done);
  }

  const body = await jsonObject(c);
  const claimed = idInput.safeParse(body.customer_id);
  if (claimed.success && claimed.data !== user.id) throw forbidden(say("onlyYourOwnOrders"));
  const parsed = checkoutInput.safeParse(body);
  if (!parsed.success) throw badRequest(checkoutFieldErrors(parsed.error));
  const input = parsed.data;

  // The area from the isolate's copy of the areas (no read once it has them); 400 if unknown.
  const area = (await findArea(db, input.address.area_id))!;

  const checkoutId = crypto.randomUUID();
  let placed: Written;
  try {
    placed = await place(
      db,
      mergeLines(input.items),
      {
        checkoutId,
        customerId: user.id,
        address: input.address,
        area,
        paymentMethod: input.payment_method,
        idempotencyKey: key,
        codeSecret: signingKey(c.env.JWT_SECRET),
      },
      { area, methods: input.methods, expectedTotal: input.expected_total },
      input.wallet_amount,
    );
  } catch (err) {
    // A twin request with the same key won the race (its key row, or the stock it took,
    // stopped this one): its checkout is this request's answer too.
    if (key !== null && (isUniqueViolation(err, "idempotency_keys") || (err instanceof ApiError && err.status === 409))) {
      const done = await checkoutForKey(db, user.id, key);
      if (done) return replay(c, done);
    }
    throw err;
  }
  // The batch wrote the notifications: the queue gets them once the shopper has the answer.
  handOverAfterResponse(c, placed.notified);
  return c.json(await checkoutAnswer(db, user, checkoutId, placed.read), 201);
});
