// Section 6: many shoppers at once for the last units. 200 checkouts of one unit each, all
// sent together, for a listing with stock 10: exactly 10 may succeed and the stock must end
// at 0, never below.
/** @import { Listing, Log } from "./types.ts" */
import { CONTENTION } from "../config.mjs";
import { checkoutBody, login, setStock, stockOf } from "./fixtures.mjs";

/**
 * @param {{ api: string, listing: Listing | undefined, log: Log }} options
 */
export async function contentionSection({ api, listing, log }) {
  if (!listing) throw new Error("no synthetic listing is left for the contention test (the load cases took them all)");
  const admin = await login(api, "admin");
  const target = await setStock(api, admin, listing, CONTENTION.stock);
  const token = await login(api, "customer");
  const init = {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(checkoutBody(target)),
  };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONTENTION.checkouts }, () =>
      fetch(`${api}/api/orders/`, init).then(
        async (res) => {
          // The API's error body, when it is JSON.
          const body = /** @type {{ code?: string }} */ (await res.json().catch(() => ({})));
          return { status: res.status, code: body.code ?? null };
        },
        (/** @type {Error & { cause?: { code?: string } }} */ error) => ({ status: 0, code: String(error.cause?.code ?? error.message) }),
      ),
    ),
  );
  const wallSeconds = Number(((performance.now() - started) / 1000).toFixed(2));
  /** @type {Record<string, number>} */
  const tally = {};
  for (const a of answers) {
    const key = a.code ? `${a.status} ${a.code}` : String(a.status);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  const missing = answers.every((a) => a.status === 404);
  const successes = answers.filter((a) => a.status === 201).length;
  const finalStock = await stockOf(api, target.id);
  const result = missing
    ? { state: "n/a (endpoint missing)", checkouts: CONTENTION.checkouts, stock: CONTENTION.stock }
    : {
        state: "measured",
        checkouts: CONTENTION.checkouts,
        stock: CONTENTION.stock,
        successes,
        finalStock,
        wallSeconds,
        answers: tally,
        listingId: target.id,
      };
  log(
    `  ${missing ? result.state : `${successes} successes of ${CONTENTION.checkouts}, final stock ${finalStock}, ${wallSeconds} s (${JSON.stringify(tally)})`}`,
  );
  return result;
}
