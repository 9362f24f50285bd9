// How a payment from the wallet is drawn (issue 30, docs/decisions/0034): the cashback part
// first, the soonest-expiring lot first, then the refund part; and how a checkout's payment is
// spread over its orders, each in turn taking what it can. Plain arithmetic on what was read;
// the batch that writes the rows checks each again (spend.ts), so a stale read fails it whole.
import type { Lot } from "./ledger";

/** What one ledger row takes from one source: a lot (its id) or the refund part (null). Piasters, > 0. */
export interface Take {
  cashback_id: number | null;
  amount: number;
}

export interface Sources {
  lots: Lot[];
  refund: number;
}

/** Takes `amount` from the sources; answers the takes and what the sources have left. Throws if they do not hold it. */
export function draw(amount: number, sources: Sources): { takes: Take[]; left: Sources } {
  let owed = amount;
  const takes: Take[] = [];
  const lots = sources.lots.map((lot) => {
    const take = Math.min(owed, Math.max(0, lot.left));
    if (take <= 0) return lot;
    owed -= take;
    takes.push({ cashback_id: lot.id, amount: take });
    return { ...lot, left: lot.left - take };
  });
  const fromRefund = Math.min(owed, Math.max(0, sources.refund));
  if (fromRefund > 0) {
    owed -= fromRefund;
    takes.push({ cashback_id: null, amount: fromRefund });
  }
  if (owed > 0) throw new RangeError(`the wallet holds ${amount - owed} of ${amount}`);
  return { takes, left: { lots, refund: sources.refund - fromRefund } };
}

/** `amount` over parts with these caps, each in turn taking what it can (the first part first). */
export function spread(amount: number, caps: number[]): number[] {
  let rest = amount;
  return caps.map((cap) => {
    const share = Math.min(rest, Math.max(0, cap));
    rest -= share;
    return share;
  });
}

/** Each order's takes, for `shares` drawn one order after the other from the same sources. */
export function drawEach(shares: number[], sources: Sources): Take[][] {
  let left = sources;
  return shares.map((share) => {
    if (share === 0) return [];
    const drawn = draw(share, left);
    left = drawn.left;
    return drawn.takes;
  });
}
