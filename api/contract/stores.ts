// Stores, their themes, branches and branch managers ("responsibles"): docs/product.md §3, §5, §7.
// Payloads derive from the Drizzle tables; messages follow Django REST's wording, except
// the branch form's own texts from docs/product.md §5 ('Branch name is required', 'Store is required').
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { branches, responsibles, stores, themes } from "../db/schema";
import { say } from "./said";
import { hexColor } from "./common";

const BLANK = say("blank");
const NOT_AN_ID = say("notAnInteger");

/** A trimmed string; a number, boolean or null is refused with a message of its own. */
const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === null ? say("notNull") : say("notAString")) })
    .trim()
    .max(max, { error: say("maxChars", { n: max }) });

/** A text the form must fill: missing, null and blank all give the form's own message. */
const filledText = (message: string, max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? "" : v), text(max).min(1, { error: message }));

// Ids in payloads: an integer or a string of digits (multipart); `true` and `[5]` are not
// ids (z.coerce would take them for 1 and 5).
const pk = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: NOT_AN_ID }).int({ error: NOT_AN_ID }).positive({ error: NOT_AN_ID }),
);
const requiredPk = (message: string) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (v === undefined || v === null || v === "") ctx.addIssue({ code: "custom", message });
    })
    .pipe(pk);

const phone = text(20).regex(/^(\+?\d{10,15})?$/, { error: say("badPhone") });
const email = text(254)
  .toLowerCase()
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: say("badEmail") });
const colour = z.string({ error: say("badColour") }).pipe(hexColor);

/** Store slugs are url-safe and never all digits, so /stores/{id-or-slug}/ stays unambiguous. */
export const storeSlug = text(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: say("badSlug") })
  .refine((v) => !/^\d+$/.test(v), { error: say("slugAllDigits") });

const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" && !Number.isNaN(Number(v)) ? Number(v) : v),
    z
      .number({ error: say("notANumber") })
      .min(-limit, { error: say("atLeast", { n: -limit }) })
      .max(limit, { error: say("atMost", { n: limit }) }),
  );

// ---- Themes ----

const themeColumns = createInsertSchema(themes, {
  name: () => text(100),
  primary_color: () => colour,
  secondary_color: () => colour,
});

/** A theme's editable text fields (logo and background image come as files). */
export const themeInput = themeColumns.pick({ name: true, primary_color: true, secondary_color: true }).extend({ store: pk.optional() });
export const themeColoursInput = themeColumns.pick({ primary_color: true, secondary_color: true });

// ---- Stores ----

const storeColumns = createInsertSchema(stores, {
  name: () => text(100).min(1, { error: BLANK }),
  name_ar: () => text(100),
  slug: () => storeSlug,
  description: () => text(5000),
  description_ar: () => text(5000),
  phone_number: () => phone,
  email: () => email,
});

const NOT_A_THEME = say("notATheme");

/**
 * The owner is named by `owner` (a user id; null: no owner), else `owner_email`, else
 * `owner_username`, as a branch's manager is (responsibleCreateInput).
 */
export const storeCreateInput = storeColumns
  .pick({ name: true, name_ar: true, description: true, description_ar: true, phone_number: true, email: true })
  .extend({
    slug: storeSlug.optional(),
    owner: pk.nullable().optional(),
    owner_email: text(254).toLowerCase().optional(),
    owner_username: text(150).optional(),
    theme: z.object(themeColoursInput.shape, { error: NOT_A_THEME }).optional(),
  });

/** PATCH: every field optional; `theme.id` names the theme to edit (or, for a super admin, to switch to). */
export const storePatchInput = storeCreateInput.partial().extend({
  theme: z.object({ ...themeColoursInput.shape, id: pk.optional() }, { error: NOT_A_THEME }).optional(),
});
/** PUT: as PATCH, but the name is required. */
export const storePutInput = storePatchInput.extend({ name: storeColumns.shape.name });
/** Fields only a super admin may send (a branch owner who sends them gets 403). */
export const STORE_ADMIN_FIELDS = ["owner", "owner_email", "owner_username", "slug"] as const;

// ---- Branches ----

const branchColumns = createInsertSchema(branches, {
  name: () => filledText(say("branchNameRequired"), 100),
  name_ar: () => text(100),
  city: () => text(100),
  address: () => text(300),
  phone_number: () => phone,
  latitude: () => coordinate(90),
  longitude: () => coordinate(180),
});

export const branchCreateInput = branchColumns
  .pick({ name: true, name_ar: true, city: true, address: true, phone_number: true, latitude: true, longitude: true })
  .extend({
    store: requiredPk(say("storeRequired")),
    manager: pk.nullable().optional(),
    theme: pk.nullable().optional(),
  });
export const branchPatchInput = branchCreateInput.partial();
/** PUT (the product rules' branch update sends the name): the name is required, the rest optional. */
export const branchPutInput = branchPatchInput.extend({ name: branchColumns.shape.name });

// ---- Responsibles (branch managers) ----

const responsibleColumns = createInsertSchema(responsibles, { role: () => text(50).min(1, { error: BLANK }) });

/** The manager is named by `user` (id), else `email`, else `username`. */
export const responsibleCreateInput = z.object({
  user: pk.optional(),
  email: text(254).toLowerCase().optional(),
  username: text(150).optional(),
  branch: pk,
  role: responsibleColumns.shape.role,
});
export const responsiblePatchInput = responsibleCreateInput.partial();
export const responsiblePutInput = responsiblePatchInput.extend({ branch: pk });

// ---- What the API returns ----

export const theme = z.object({
  id: z.number().int(),
  /** The store the theme belongs to (null: a theme from before themes had stores). */
  store: z.number().int().nullable(),
  name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  logo: z.string().nullable(),
  background_image_desktop: z.string().nullable(),
});
export type Theme = z.infer<typeof theme>;

const LOGIN = z.string().optional().describe("The login name: only for a super admin, in `?managed=true` answers and in the answer to a write.");

export const store = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  slug: z.string(),
  description: z.string(),
  description_ar: z.string(),
  phone_number: z.string(),
  email: z.string(),
  created_at: z.string(),
  owner: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      username: LOGIN,
      phone_number: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  branches: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_ar: z.string(),
      city: z.string(),
      address: z.string(),
      phone_number: z.string(),
      manager: z.object({ id: z.number().int(), username: LOGIN, phone_number: z.string().nullable(), email: z.string().nullable() }).nullable(),
    }),
  ),
  theme: theme.omit({ name: true, store: true }).nullable(),
  branches_count: z.number().int(),
});
export type Store = z.infer<typeof store>;

/** What the caller may do with a store they work in: its owner edits it, a manager of one of its branches reads it. */
export const storeAccess = z.enum(["owner", "manager"]);
export type StoreAccess = z.infer<typeof storeAccess>;
/** GET /stores/?managed=true: the stores the caller works in, each with their access (a super admin: "owner"). */
export const managedStore = store.extend({ access: storeAccess });
export type ManagedStore = z.infer<typeof managedStore>;

export const branch = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  city: z.string(),
  address: z.string(),
  phone_number: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  store: z.number().int(),
  store_name: z.string(),
  store_name_ar: z.string(),
  manager: z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable(), phone_number: z.string().nullable() }).nullable(),
  theme: z.number().int().nullable(),
  created_at: z.string(),
});
export type Branch = z.infer<typeof branch>;

/** GET /branches/{id}/delete-impact/: what deleting the branch would take; open orders refuse it. */
export const branchDeleteImpact = z.object({
  /** Its listings, deleted with it. */
  listings: z.number().int(),
  /** Orders not yet delivered or cancelled: while any is left the branch cannot be deleted. */
  open_orders: z.number().int(),
  /** Delivered and cancelled orders: they keep their record (the branch's name) without the branch. */
  closed_orders: z.number().int(),
});
export type BranchDeleteImpact = z.infer<typeof branchDeleteImpact>;

export const responsible = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    email: z.string().nullable(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  branch: z.object({ id: z.number().int(), name: z.string(), store: z.number().int() }),
  role: z.string(),
});
export type Responsible = z.infer<typeof responsible>;

/** GET /responsibles/?search= (the Managers tab). */
/** The longest managers search: an e-mail address's length, as the people picker's. */
export const MANAGER_SEARCH_MAX = 254;

export const responsibleSearchQuery = z.object({
  search: z
    .string({ error: say("notAString") })
    .max(MANAGER_SEARCH_MAX, { error: say("maxChars", { n: MANAGER_SEARCH_MAX }) })
    .optional()
    .describe("Text found (any case) in the manager's username, e-mail, first or last name, or in the branch's or store's name (English or Arabic)."),
});
