// A branch's delivery settings in the dashboard (issue 26 point 2; decisions: "Delivery"): the
// governorates it delivers to, each with a fee and an estimate; per governorate, areas charged
// differently or not delivered to (or, for a governorate not served whole, the only areas it
// serves); a free-delivery threshold; pickup at the branch. Read and replaced whole through
// GET/PUT /api/branches/{id}/delivery/ (api/contract/delivery.ts); the areas come from
// GET /api/areas/. A merchant's first setup is one governorate and one fee.
//
// The API knows two kinds of governorate: whole (every area, some at their own fee) and not
// whole (only the areas listed). "Every area but these" is the first kind to the merchant and
// the second to the API: its served areas are listed, the others left out.
import type { Governorate } from "#contract/areas";
import type { DeliverySettings } from "#contract/delivery";
import { apiFetch } from "../../api/client";
import { createFormStore, type FormFailure, type FormState, type Sent, sendForm } from "./form-store";
import { westernDigits } from "#shared/normalize";

export type DeliveryEstimate = DeliverySettings["governorates"][number]["estimate"];
export const ESTIMATES = ["same_day", "1_2_days", "3_5_days"] as const satisfies readonly DeliveryEstimate[];
/** A new governorate's estimate until the merchant picks another. */
export const DEFAULT_ESTIMATE: DeliveryEstimate = "1_2_days";
/** How long pickup orders may be held (the contract's PICKUP_HOLD_DAYS_MAX). */
export const HOLD_DAYS_MAX = 14;

/**
 * One area named in a governorate, with its fee as typed. An empty fee is "not delivered to" in
 * a governorate served whole, and the governorate's fee in one served in part.
 */
export interface AreaRow {
  area_id: number;
  fee: string;
}

export interface GovernorateRow {
  governorate_id: number;
  fee: string;
  estimate: DeliveryEstimate;
  /** `all`: every area, `areas` being the exceptions; `some`: only the areas listed. */
  cover: "all" | "some";
  areas: AreaRow[];
}

export interface DeliveryValues {
  governorates: GovernorateRow[];
  /** The goods' subtotal from which delivery is free; "" for never. */
  free_over: string;
  pickup: { enabled: boolean; address: string; hours: string; hold_days: number };
}

/** What the form finds wrong before sending. */
export type DeliveryProblem = "feeRequired" | "badAmount" | "noAreas";

export interface DeliveryFormState extends FormState<DeliveryValues> {
  /** Reading the areas and the branch's settings. */
  load: "loading" | "ready" | "error";
  tree: Governorate[];
  /** "fields" once a save found problems; they show under their fields until all are dealt with. */
  rule: "fields" | null;
  /** The values are the server's, as just saved. */
  saved: boolean;
}

// ---- The areas ----

let treeRead: Promise<Governorate[]> | null = null;

/** Egypt's governorates and areas (GET /api/areas/), read once per page; a failed read is tried again next time. */
export function loadAreaTree(): Promise<Governorate[]> {
  treeRead ??= (async () => {
    const res = await apiFetch("/api/areas/");
    if (!res.ok) throw new Error(String(res.status));
    return (await res.json()) as Governorate[];
  })().catch((error) => {
    treeRead = null;
    throw error;
  });
  return treeRead;
}

/** For tests: forget the tree read. */
export const forgetAreaTree = () => {
  treeRead = null;
};

// ---- Values <-> the API ----

/** An amount as typed: Arabic-Indic digits and the Arabic decimal point read as Latin, spaces dropped. */
export const amountText = (text: string) =>
  westernDigits(text)
    .replace(/[\u066b,]/g, ".")
    .replace(/\s+/g, "");
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** The form's values from the server's settings; the tree tells "every area but" from "only these". */
export function valuesOf(settings: DeliverySettings, tree: Governorate[]): DeliveryValues {
  const areasOf = new Map(tree.map((g) => [g.id, g.areas.map((a) => a.id)]));
  return {
    free_over: settings.free_over ?? "",
    pickup: { ...settings.pickup },
    governorates: settings.governorates.map((g) => {
      const row = { governorate_id: g.governorate_id, fee: g.fee, estimate: g.estimate };
      // An area listed with no fee of its own changes nothing in a governorate served whole.
      const priced = g.areas.filter((a) => a.fee !== null).map((a) => ({ area_id: a.area_id, fee: a.fee ?? "" }));
      if (g.whole) return { ...row, cover: "all", areas: priced };
      const listed = new Set(g.areas.map((a) => a.area_id));
      const all = areasOf.get(g.governorate_id) ?? [];
      const left = all.filter((id) => !listed.has(id));
      // More served than not: shown as every area but the few left out.
      if (all.length > 0 && left.length < listed.size) {
        return { ...row, cover: "all", areas: [...priced, ...left.map((area_id) => ({ area_id, fee: "" }))] };
      }
      return { ...row, cover: "some", areas: g.areas.map((a) => ({ area_id: a.area_id, fee: a.fee ?? "" })) };
    }),
  };
}

/** What PUT /api/branches/{id}/delivery/ is sent (check the values first: problemsOf). */
export function deliveryPayload(values: DeliveryValues, tree: Governorate[]) {
  const areasOf = new Map(tree.map((g) => [g.id, g.areas.map((a) => a.id)]));
  const money = (text: string) => (text.trim() === "" ? null : amountText(text));
  return {
    free_over: money(values.free_over),
    governorates: values.governorates.map((g) => {
      const row = { governorate_id: g.governorate_id, fee: amountText(g.fee), estimate: g.estimate };
      if (g.cover === "some") return { ...row, whole: false, areas: g.areas.map((a) => ({ area_id: a.area_id, fee: money(a.fee) })) };
      const own = new Map(g.areas.map((a) => [a.area_id, money(a.fee)]));
      if (![...own.values()].includes(null)) return { ...row, whole: true, areas: [...own].map(([area_id, fee]) => ({ area_id, fee })) };
      // Areas not delivered to: the governorate's others are listed instead.
      const served = (areasOf.get(g.governorate_id) ?? []).filter((id) => own.get(id) !== null);
      return { ...row, whole: false, areas: served.map((area_id) => ({ area_id, fee: own.get(area_id) ?? null })) };
    }),
    pickup: {
      enabled: values.pickup.enabled,
      address: values.pickup.address.trim(),
      hours: values.pickup.hours.trim(),
      hold_days: values.pickup.hold_days,
    },
  };
}

/** The field keys: each control's id ends with its key, and its message is found by it. */
export const fieldKey = {
  governorateFee: (g: number) => `gov-${g}-fee`,
  governorateAreas: (g: number) => `gov-${g}-areas`,
  areaFee: (a: number) => `area-${a}-fee`,
} as const;

/** What is wrong with the values, by field key in the order the fields show; empty when they may be sent. */
export function problemsOf(values: DeliveryValues): Record<string, DeliveryProblem> {
  const out: Record<string, DeliveryProblem> = {};
  const amount = (key: string, text: string, required: boolean) => {
    if (text.trim() === "") {
      if (required) out[key] = "feeRequired";
    } else if (!AMOUNT.test(amountText(text))) out[key] = "badAmount";
  };
  for (const g of values.governorates) {
    amount(fieldKey.governorateFee(g.governorate_id), g.fee, true);
    for (const a of g.areas) amount(fieldKey.areaFee(a.area_id), a.fee, false);
    if (g.cover === "some" && g.areas.length === 0) out[fieldKey.governorateAreas(g.governorate_id)] = "noAreas";
  }
  amount("free_over", values.free_over, false);
  // Pickup without its address or hours: the server's message says so under the switch.
  return out;
}

const EMPTY: DeliveryValues = { governorates: [], free_over: "", pickup: { enabled: false, address: "", hours: "", hold_days: 3 } };

export type DeliverySaveOutcome = { ok: true; settings: DeliverySettings } | { ok: false; failure: FormFailure; detail?: string; rule?: "fields" };

/** One form, made when the dialog opens for `branchId`. */
export function createDeliveryForm(branchId: number) {
  const path = `/api/branches/${branchId}/delivery/`;
  const form = createFormStore<DeliveryValues, Pick<DeliveryFormState, "load" | "tree" | "saved">, never, "fields">(EMPTY, {
    extra: { load: "loading", tree: [], saved: false },
    rule: (values) => (Object.keys(problemsOf(values)).length ? "fields" : null),
  });
  const { $form } = form;

  /** Reads the areas and the settings together; the form shows once both are here. */
  async function start() {
    $form.setKey("load", "loading");
    try {
      const [tree, res] = await Promise.all([loadAreaTree(), apiFetch(path)]);
      if (!res.ok) throw new Error(String(res.status));
      const settings = (await res.json()) as DeliverySettings;
      $form.set({ ...$form.get(), load: "ready", tree, values: valuesOf(settings, tree) });
    } catch {
      $form.setKey("load", "error");
    }
  }

  /** New values after a change to one part (`server`: the API's field it belongs to, whose message goes). */
  function change(server: "governorates" | "free_over" | "pickup", next: (values: DeliveryValues) => DeliveryValues) {
    const state = $form.get();
    const values = next(state.values);
    // Problems found at save stay shown until every one of them is dealt with.
    const rule = state.rule && Object.keys(problemsOf(values)).length ? "fields" : null;
    form.put(values, [server], { rule, saved: false });
  }

  const governorates = (edit: (rows: GovernorateRow[]) => GovernorateRow[]) =>
    change("governorates", (v) => ({ ...v, governorates: edit(v.governorates) }));
  const oneGovernorate = (id: number, edit: (row: GovernorateRow) => GovernorateRow) =>
    governorates((rows) => rows.map((g) => (g.governorate_id === id ? edit(g) : g)));

  const addGovernorate = (id: number) =>
    governorates((rows) =>
      rows.some((g) => g.governorate_id === id)
        ? rows
        : [...rows, { governorate_id: id, fee: "", estimate: DEFAULT_ESTIMATE, cover: "all", areas: [] }],
    );
  const removeGovernorate = (id: number) => governorates((rows) => rows.filter((g) => g.governorate_id !== id));
  const setGovernorate = <K extends "fee" | "estimate">(id: number, field: K, value: GovernorateRow[K]) =>
    oneGovernorate(id, (g) => ({ ...g, [field]: value }));
  const setCover = (id: number, cover: GovernorateRow["cover"]) => oneGovernorate(id, (g) => ({ ...g, cover }));

  const addArea = (governorate: number, area: number) =>
    oneGovernorate(governorate, (g) => (g.areas.some((a) => a.area_id === area) ? g : { ...g, areas: [...g.areas, { area_id: area, fee: "" }] }));
  const removeArea = (governorate: number, area: number) =>
    oneGovernorate(governorate, (g) => ({ ...g, areas: g.areas.filter((a) => a.area_id !== area) }));
  const setArea = (governorate: number, area: number, fee: string) =>
    oneGovernorate(governorate, (g) => ({ ...g, areas: g.areas.map((a) => (a.area_id === area ? { area_id: area, fee } : a)) }));

  const setFreeOver = (text: string) => change("free_over", (v) => ({ ...v, free_over: text }));
  const setPickup = <K extends keyof DeliveryValues["pickup"]>(field: K, value: DeliveryValues["pickup"][K]) =>
    change("pickup", (v) => ({ ...v, pickup: { ...v.pickup, [field]: value } }));

  /** Sends the values whole; saved, the form holds what the server answers. */
  async function save(): Promise<DeliverySaveOutcome | null> {
    if ($form.get().load !== "ready") return null;
    const sent = await form.submit(
      (values): Promise<Sent<DeliverySettings, "fields">> => sendForm<DeliverySettings>(path, "PUT", deliveryPayload(values, $form.get().tree)),
    );
    if (!sent) return null;
    if (sent.ok) {
      const state = $form.get();
      $form.set({ ...state, values: valuesOf(sent.body, state.tree), saved: true });
      return { ok: true, settings: sent.body };
    }
    return { ok: false, failure: sent.failure, detail: sent.errors.detail, rule: sent.rule };
  }

  return {
    $form,
    start,
    addGovernorate,
    removeGovernorate,
    setGovernorate,
    setCover,
    addArea,
    removeArea,
    setArea,
    setFreeOver,
    setPickup,
    save,
  };
}
