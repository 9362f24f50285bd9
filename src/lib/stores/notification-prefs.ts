// Which events reach which channel (GET/PUT /api/notifications/preferences/, docs/decisions/0025),
// for the account's Notifications page and the dashboard's Notifications tab alike: the kinds a
// user's role hears of, grouped; the switches as the server has them and as they are on screen;
// and a save that sends only what changed, its refusals per kind. The inbox (in-app) always has
// everything, security notices always go, and WhatsApp is off where the deployment has none.
import { map } from "nanostores";
import type { NotificationKind, NotificationPreferences, NotificationPreferencesInput } from "#contract/notifications";
import { apiFetch, errorMessages } from "../api/client";

export type { NotificationKind };
export type Channel = "email" | "whatsapp";
export const CHANNELS: readonly Channel[] = ["email", "whatsapp"];

export type KindGroup = "security" | "shopping" | "selling" | "publishing";

// The schema's kinds (api/db/schema.ts NOTIFICATION_KINDS), grouped, copied so the browser does
// not load the schema; a test holds them equal. A shopper hears of their account and their
// orders; a merchant (and the super admin, who may run stores too) of their stores' orders and
// stock as well; only the super admin publishes.
export const KIND_GROUPS: readonly { group: KindGroup; kinds: readonly NotificationKind[]; roles: readonly string[] }[] = [
  { group: "security", kinds: ["password_changed", "email_changed"], roles: ["customer", "branch_owner", "super_admin"] },
  {
    group: "shopping",
    kinds: ["order_placed", "order_status", "delivery_failed", "return_status"],
    roles: ["customer", "branch_owner", "super_admin"],
  },
  { group: "selling", kinds: ["order_received", "order_cancelled", "stock_low", "return_update"], roles: ["branch_owner", "super_admin"] },
  { group: "publishing", kinds: ["publish_done", "publish_failed"], roles: ["super_admin"] },
];

/** The groups (and their kinds) a role is told about. */
export const groupsFor = (role: string) => KIND_GROUPS.filter((g) => g.roles.includes(role));

type Switches = Record<Channel, boolean>;

export interface PrefsState {
  status: "idle" | "loading" | "ready" | "error";
  whatsappAvailable: boolean;
  security: ReadonlySet<NotificationKind>;
  /** What the server holds. */
  saved: Partial<Record<NotificationKind, Switches>>;
  /** What the switches on screen say. */
  values: Partial<Record<NotificationKind, Switches>>;
  saving: boolean;
  /** A refusal per kind (the server's words). */
  errors: Partial<Record<NotificationKind, string>>;
  /** What the last save came to: said once, in a live region. */
  outcome: "saved" | "nothingChanged" | "failed" | null;
  /** The server's own words for a failure that names no kind. */
  detail: string | null;
}

const blank = (): PrefsState => ({
  status: "idle",
  whatsappAvailable: false,
  security: new Set(),
  saved: {},
  values: {},
  saving: false,
  errors: {},
  outcome: null,
  detail: null,
});

const PATH = "/api/notifications/preferences/";

function fromAnswer(body: NotificationPreferences): Pick<PrefsState, "whatsappAvailable" | "security" | "saved" | "values"> {
  const saved: PrefsState["saved"] = {};
  for (const k of body.kinds) saved[k.kind] = { email: k.email, whatsapp: k.whatsapp };
  return {
    whatsappAvailable: body.whatsapp_available,
    security: new Set(body.kinds.filter((k) => k.security).map((k) => k.kind)),
    saved,
    values: structuredClone(saved),
  };
}

/** A form of its own per screen; `fetcher` for tests. */
export function createNotificationPrefs(fetcher?: typeof fetch) {
  const $prefs = map<PrefsState>(blank());

  async function load(): Promise<void> {
    $prefs.set({ ...$prefs.get(), status: "loading", outcome: null });
    try {
      const res = await apiFetch(PATH, {}, fetcher);
      if (!res.ok) throw new Error(String(res.status));
      $prefs.set({ ...blank(), status: "ready", ...fromAnswer((await res.json()) as NotificationPreferences) });
    } catch {
      $prefs.set({ ...$prefs.get(), status: "error" });
    }
  }

  /** Whether a switch can be changed here: security notices cannot, nor WhatsApp where there is none. */
  function editable(kind: NotificationKind, channel: Channel): boolean {
    const state = $prefs.get();
    return !state.security.has(kind) && (channel !== "whatsapp" || state.whatsappAvailable);
  }

  function set(kind: NotificationKind, channel: Channel, on: boolean) {
    if (!editable(kind, channel)) return;
    const state = $prefs.get();
    const current = state.values[kind] ?? { email: false, whatsapp: false };
    const errors = { ...state.errors };
    delete errors[kind];
    $prefs.set({ ...state, values: { ...state.values, [kind]: { ...current, [channel]: on } }, errors, outcome: null, detail: null });
  }

  /** Only the switches that differ from what the server holds. */
  function changes(): NotificationPreferencesInput {
    const { saved, values } = $prefs.get();
    const out: NotificationPreferencesInput = {};
    for (const [kind, now] of Object.entries(values) as [NotificationKind, Switches][]) {
      const before = saved[kind];
      const changed: { email?: boolean; whatsapp?: boolean } = {};
      for (const channel of CHANNELS) if (!before || before[channel] !== now[channel]) changed[channel] = now[channel];
      if (Object.keys(changed).length) out[kind] = changed;
    }
    return out;
  }

  async function save(): Promise<boolean> {
    const state = $prefs.get();
    if (state.saving || state.status !== "ready") return false;
    const body = changes();
    if (!Object.keys(body).length) {
      $prefs.set({ ...state, outcome: "nothingChanged", errors: {}, detail: null });
      return true;
    }
    $prefs.set({ ...state, saving: true, errors: {}, outcome: null, detail: null });
    let res: Response;
    try {
      res = await apiFetch(PATH, { method: "PUT", body: JSON.stringify(body) }, fetcher);
    } catch {
      $prefs.set({ ...$prefs.get(), saving: false, outcome: "failed" });
      return false;
    }
    if (res.ok) {
      // The answer is the whole of what the server now holds.
      $prefs.set({ ...$prefs.get(), ...fromAnswer((await res.json()) as NotificationPreferences), saving: false, outcome: "saved" });
      return true;
    }
    const said = res.status === 400 ? await errorMessages(res) : {};
    const errors: PrefsState["errors"] = {};
    // A kind's refusal ("order_status" or "order_status.email"): under that kind.
    for (const [field, message] of Object.entries(said)) {
      const kind = field.split(".")[0] as NotificationKind;
      if (kind in $prefs.get().values && !errors[kind]) errors[kind] = message;
    }
    $prefs.set({ ...$prefs.get(), saving: false, errors, outcome: "failed", detail: Object.keys(errors).length ? null : (said.detail ?? null) });
    return false;
  }

  return { $prefs, load, set, save, changes, editable };
}

export type NotificationPrefsForm = ReturnType<typeof createNotificationPrefs>;
