// The Settings tab's "Cash on delivery" section (issue 29 point 1): a store's COD policy
// (GET/PUT /api/stores/{id}/cod-policy/; "Use the marketplace default" sends {"inherit": true})
// and, for a super admin, the marketplace default (GET/PUT /api/cod-policy/default/). Amounts
// are typed in EGP as the API takes them ("25000", "15.50"); the server checks every field and
// answers per field, in the page's language.
import type { CodPolicy, StoreCodPolicy } from "#contract/cod";
import { apiFetch, errorMessages } from "../../api/client";

/** The confirmation rules, as api/db/schema.ts lists them (copied so the browser does not load the schema; a test holds them equal). */
export const CONFIRM_RULES = ["none", "first_order", "above_amount", "all"] as const;
export type ConfirmRule = (typeof CONFIRM_RULES)[number];

export interface CodValues {
  /** The store follows the marketplace default (a store's form only). */
  inherit: boolean;
  /** EGP; "" for no limit. */
  max_order: string;
  fee: string;
  confirm: ConfirmRule;
  confirm_above: string;
  confirm_window_hours: string;
}

export type CodField = Exclude<keyof CodValues, "inherit">;

/** "25000.00" → "25000", "15.50" stays: what a merchant would type. */
const typed = (amount: string | null) => (amount === null ? "" : amount.replace(/\.00$/, ""));

export const codValuesOf = (policy: CodPolicy, inherit = false): CodValues => ({
  inherit,
  max_order: typed(policy.max_order),
  fee: typed(policy.fee),
  confirm: policy.confirm,
  confirm_above: typed(policy.confirm_above),
  confirm_window_hours: String(policy.confirm_window_hours),
});

/** The PUT body: the whole policy, or {"inherit": true}. A window that is not digits goes as typed, for the server's message. */
export function codPayload(values: CodValues): Record<string, unknown> {
  if (values.inherit) return { inherit: true };
  const hours = values.confirm_window_hours.trim();
  return {
    max_order: values.max_order.trim() === "" ? null : values.max_order.trim(),
    fee: values.fee.trim() === "" ? "0" : values.fee.trim(),
    confirm: values.confirm,
    confirm_above: values.confirm === "above_amount" ? values.confirm_above.trim() || null : null,
    confirm_window_hours: /^\d{1,4}$/.test(hours) ? Number(hours) : hours,
  };
}

/** Where a policy lives: a store's, or the marketplace default. */
export const codPath = (storeId: number | "default") => (storeId === "default" ? "/api/cod-policy/default/" : `/api/stores/${storeId}/cod-policy/`);

export type Loaded = { ok: true; policy: CodPolicy; store?: StoreCodPolicy } | { ok: false };

export async function loadCod(storeId: number | "default"): Promise<Loaded> {
  try {
    const res = await apiFetch(codPath(storeId));
    if (!res.ok) return { ok: false };
    const body = (await res.json()) as CodPolicy | StoreCodPolicy;
    return { ok: true, policy: body, store: "store_id" in body ? body : undefined };
  } catch {
    return { ok: false };
  }
}

export type Saved = { ok: true; loaded: Loaded & { ok: true } } | { ok: false; errors: Record<string, string> };

export async function saveCod(storeId: number | "default", values: CodValues): Promise<Saved> {
  try {
    const res = await apiFetch(codPath(storeId), { method: "PUT", body: JSON.stringify(codPayload(values)) });
    if (!res.ok) return { ok: false, errors: await errorMessages(res) };
    const body = (await res.json()) as CodPolicy | StoreCodPolicy;
    return { ok: true, loaded: { ok: true, policy: body, store: "store_id" in body ? body : undefined } };
  } catch {
    return { ok: false, errors: {} };
  }
}
