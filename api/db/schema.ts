// The tables are the source of truth: the contract's zod schemas derive from them
// (api/contract) and the migrations are generated from them (drizzle-kit).
// Money is stored as integer piasters (1 EGP = 100) so sums are exact; the API speaks
// decimal strings ("120.00") as Django REST does.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { LOW_STOCK_THRESHOLD } from "#shared/stock-rules";
import {
  REFUND_METHODS,
  RETURN_CONDITIONS,
  RETURN_METHODS,
  RETURN_REASONS,
  RETURN_STATUSES,
  WALLET_ENTRY_KINDS,
  WALLET_PARTS,
} from "#shared/return-rules";

const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const updatedAt = () => text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const ROLES = ["customer", "branch_owner", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
/** A user's preferred language: what their notifications are written in. */
export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

// Egypt's governorates and their areas (cities, towns and districts): an address names an area
// by id, never by free text. The rows come from api/db/areas/egypt.txt through the migrations
// (api/db/areas/areas.test.ts checks they agree); ids never change and are never reused.
export const governorates = sqliteTable("governorates", {
  id: integer("id").primaryKey(),
  // ISO 3166-2:EG ("EG-C" is Cairo).
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  name_ar: text("name_ar").notNull(),
});

export const areas = sqliteTable(
  "areas",
  {
    id: integer("id").primaryKey(),
    governorate_id: integer("governorate_id")
      .notNull()
      .references(() => governorates.id),
    name: text("name").notNull(),
    name_ar: text("name_ar").notNull(),
    // Other spellings people type ("6 October", "Tagamoa"), ";" between them: for search only.
    aliases: text("aliases").notNull().default(""),
  },
  (t) => [index("areas_governorate_idx").on(t.governorate_id)],
);

export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull().unique(),
    email: text("email").unique(),
    phone_number: text("phone_number").unique(),
    // Whether the contact was proved by a one-time code sent to it (issue 28, ADR 0029). Only a
    // verified contact signs in, receives a password-reset code or any e-mail or WhatsApp
    // message; changing the contact makes it unverified again.
    email_verified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    phone_verified: integer("phone_verified", { mode: "boolean" }).notNull().default(false),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    role: text("role", { enum: ROLES }).notNull().default("customer"),
    // "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": the parameters live with the hash.
    password_hash: text("password_hash").notNull(),
    // Every token carries it (claim "ver"); logout and a password change raise it, which ends
    // every access and refresh token issued before (docs/decisions/0010).
    token_version: integer("token_version").notNull().default(0),
    // The area the shopper chose in the top bar ("Deliver to"): offers are ordered by whether
    // a branch reaches it. Null until chosen; a signed-in shopper's choice follows them.
    area_id: integer("area_id").references(() => areas.id),
    // The language every notification reaches them in (docs/decisions/0025): set at registration
    // from the site's language, editable in the profile; accounts from before it are "en".
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    // When a super admin last cleared the refusal rule for them (ADR 0033): refusals before
    // it do not count; the history rows stay.
    refusals_cleared_at: text("refusals_cleared_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Usernames are unique whatever their case ("Bob" and "bob" are one user), even under
    // simultaneous registrations; lookups by lower(username) use this index too.
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    // The dashboard's order search by customer: a name typed is a prefix of one of these
    // (api/src/orders/customer-search.ts writes the same expressions).
    index("users_full_name_lower_idx").on(sql`lower(${t.first_name} || ' ' || ${t.last_name})`),
    index("users_last_name_lower_idx").on(sql`lower(${t.last_name})`),
  ],
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    jti: text("jti").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires_at: text("expires_at").notNull(),
    revoked_at: text("revoked_at"),
    // One sign-in and every token rotated from it share a family; a rotated token used again
    // ends it (docs/decisions/0010). `replaced_by` names the token a rotation made.
    family: text("family").notNull().default(""),
    replaced_by: text("replaced_by"),
    created_at: createdAt(),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.user_id), index("refresh_tokens_family_idx").on(t.family)],
);

// One row per signed-in browser (issue 28 point 5): a sign-in starts a refresh-token family and its
// session shares the family's id; access tokens carry it (claim "sid"), so ending a session refuses
// its access token on the next request and revokes its refresh tokens. Device and country are read
// at sign-in; last_used_at and expires_at move at each refresh (not on every request: at most once
// per access token's life, 15 minutes).
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    browser: text("browser"),
    os: text("os"),
    country: text("country"),
    created_at: createdAt(),
    last_used_at: text("last_used_at").notNull(),
    expires_at: text("expires_at").notNull(),
    ended_at: text("ended_at"),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

// One-time codes (ADR 0029): six digits sent through the notification pipeline to prove a contact
// (`email`, `phone`) or to reset a forgotten password (`password_reset`). One live code per user
// and purpose: asking again replaces it. Only a keyed hash is kept; `target` is the address the
// code was sent to (a code for an old address proves nothing about a new one). A code is spent by
// setting `used_at`, dies after CODE_TRIES wrong guesses, and expires at `expires_at`.
export const CODE_PURPOSES = ["email", "phone", "password_reset", "order_confirm"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const oneTimeCodes = sqliteTable(
  "one_time_codes",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CODE_PURPOSES }).notNull(),
    // What the code is for beyond its purpose: the order an `order_confirm` code confirms
    // (ADR 0033); 0 for an account's codes, one live code per user and purpose.
    subject: integer("subject").notNull().default(0),
    target: text("target").notNull(),
    code_hash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expires_at: text("expires_at").notNull(),
    used_at: text("used_at"),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.purpose, t.subject] })],
);

// Fixed-window counters for login rate limiting (docs/decisions/0010), keyed "acct:<user id>",
// "id:<identifier nobody has>", "ip:<address>" or "pw:<user id>" (password changes).
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  window_start: integer("window_start").notNull(),
  count: integer("count").notNull().default(0),
});

// Lockout state for guessing at one account from anywhere (docs/decisions/0027), keyed
// "acct:<user id>" or "id:<identifier nobody has>" (every client without a device cookie for the
// account counts here, whatever its address) or "dev:<user id>:<device id>" (a browser that has
// signed in to the account before, with its own allowance). `failures` counts attempts since
// `window_start`; `locked_until` (unix seconds, 0 = never) refuses every attempt on the key until
// then; `level` is how many locks in a row, which doubles the next one.
export const loginLocks = sqliteTable("login_locks", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  window_start: integer("window_start").notNull().default(0),
  locked_until: integer("locked_until").notNull().default(0),
  level: integer("level").notNull().default(0),
});

// A theme belongs to one store (null only for a theme no store took over in migration 0006,
// which only a super admin sees); a store and its branches use only their own store's themes.
export const themes = sqliteTable(
  "themes",
  {
    id: id(),
    store_id: integer("store_id").references((): AnySQLiteColumn => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    primary_color: text("primary_color").notNull().default("#4F46E5"),
    secondary_color: text("secondary_color").notNull().default("#FF9900"),
    logo: text("logo"), // R2 key
    background_image_desktop: text("background_image_desktop"), // R2 key
    created_at: createdAt(),
  },
  (t) => [index("themes_store_idx").on(t.store_id)],
);

export const stores = sqliteTable("stores", {
  id: id(),
  name: text("name").notNull().unique(),
  name_ar: text("name_ar").notNull().default(""),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  description_ar: text("description_ar").notNull().default(""),
  owner_id: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
  theme_id: integer("theme_id").references(() => themes.id, { onDelete: "set null" }),
  phone_number: text("phone_number").notNull().default(""),
  email: text("email").notNull().default(""),
  created_at: createdAt(),
});

// Cash on delivery (decisions: "Cash on delivery"; docs/decisions/0031): a store's policy, or
// the marketplace default (the one row of cod_policy_default) for a store without a row of its
// own. Money in piasters. `max_order`: the largest order (its total, the cash collected) taken
// cash on delivery, null for no cap; `fee`: the COD fee, its own line on each of the store's
// orders; `confirm`: which orders must be confirmed before they are prepared (`first_order`: a
// customer with no delivered order from the store yet; `above_amount`: a total above
// `confirm_above`); `confirm_window_hours`: how long an unconfirmed order waits.
export const COD_CONFIRM_RULES = ["none", "first_order", "above_amount", "all"] as const;
export type CodConfirmRule = (typeof COD_CONFIRM_RULES)[number];
/** The marketplace default before a super admin sets one: 25,000 EGP, no fee, no confirmation, 24 hours. */
export const COD_DEFAULT = { max_order: 2_500_000, fee: 0, confirm: "none", confirm_above: null, confirm_window_hours: 24 } as const;
export const COD_WINDOW_HOURS_MAX = 168;

const codColumns = () => ({
  max_order: integer("max_order"),
  fee: integer("fee").notNull().default(0),
  confirm: text("confirm", { enum: COD_CONFIRM_RULES }).notNull().default("none"),
  confirm_above: integer("confirm_above"),
  confirm_window_hours: integer("confirm_window_hours").notNull().default(24),
  updated_at: updatedAt(),
});
type CodColumn = "max_order" | "fee" | "confirm" | "confirm_above" | "confirm_window_hours";
const codChecks = (name: string, t: Record<CodColumn, AnySQLiteColumn>) => [
  check(`${name}_max_order_ck`, sql`${t.max_order} is null or ${t.max_order} > 0`),
  check(`${name}_fee_ck`, sql`${t.fee} >= 0`),
  check(`${name}_confirm_above_ck`, sql`(${t.confirm} = 'above_amount') = (${t.confirm_above} is not null)`),
  check(`${name}_window_ck`, sql`${t.confirm_window_hours} between 1 and ${sql.raw(String(COD_WINDOW_HOURS_MAX))}`),
];

export const codPolicies = sqliteTable(
  "cod_policies",
  {
    store_id: integer("store_id")
      .primaryKey()
      .references(() => stores.id, { onDelete: "cascade" }),
    ...codColumns(),
  },
  (t) => codChecks("cod_policies", t),
);

export const codPolicyDefault = sqliteTable(
  "cod_policy_default",
  {
    // Always 1: the marketplace has one default.
    id: integer("id").primaryKey(),
    ...codColumns(),
  },
  (t) => [check("cod_policy_default_one_ck", sql`${t.id} = 1`), ...codChecks("cod_policy_default", t)],
);

export const branches = sqliteTable(
  "branches",
  {
    id: id(),
    store_id: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    name_ar: text("name_ar").notNull().default(""),
    city: text("city").notNull().default(""),
    address: text("address").notNull().default(""),
    phone_number: text("phone_number").notNull().default(""),
    theme_id: integer("theme_id").references(() => themes.id, { onDelete: "set null" }),
    latitude: real("latitude"),
    longitude: real("longitude"),
    created_at: createdAt(),
  },
  (t) => [index("branches_store_idx").on(t.store_id)],
);

// A branch's delivery (decisions: "Delivery"): where it delivers, for what fee, how soon, and
// pickup at the branch. Money in piasters. A branch without a row neither delivers nor offers
// pickup yet. The server computes every fee from these (api/src/delivery/fee.ts).
export const DELIVERY_ESTIMATES = ["same_day", "1_2_days", "3_5_days"] as const;
export type DeliveryEstimate = (typeof DELIVERY_ESTIMATES)[number];

export const branchDelivery = sqliteTable("branch_delivery", {
  branch_id: integer("branch_id")
    .primaryKey()
    .references(() => branches.id, { onDelete: "cascade" }),
  // Delivery is free from this goods subtotal on; null: never free.
  free_over: integer("free_over"),
  pickup: integer("pickup", { mode: "boolean" }).notNull().default(false),
  pickup_address: text("pickup_address").notNull().default(""),
  pickup_hours: text("pickup_hours").notNull().default(""),
  // Days an order waits at the branch before the branch may cancel it.
  pickup_hold_days: integer("pickup_hold_days").notNull().default(3),
  updated_at: updatedAt(),
});

// A governorate a branch delivers to: its fee and estimate; `whole`: to every area of it (the
// areas listed in branch_delivery_areas then only change the fee), else only to those listed.
export const branchDeliveryGovernorates = sqliteTable(
  "branch_delivery_governorates",
  {
    branch_id: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    governorate_id: integer("governorate_id")
      .notNull()
      .references(() => governorates.id),
    fee: integer("fee").notNull(),
    estimate: text("estimate", { enum: DELIVERY_ESTIMATES }).notNull(),
    whole: integer("whole", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.branch_id, t.governorate_id] }), check("branch_delivery_fee_ck", sql`${t.fee} >= 0`)],
);

// A single area of a governorate above: its own fee (null: the governorate's).
export const branchDeliveryAreas = sqliteTable(
  "branch_delivery_areas",
  {
    branch_id: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    area_id: integer("area_id")
      .notNull()
      .references(() => areas.id),
    fee: integer("fee"),
  },
  (t) => [primaryKey({ columns: [t.branch_id, t.area_id] }), check("branch_delivery_area_fee_ck", sql`${t.fee} is null or ${t.fee} >= 0`)],
);

// A branch's manager ("responsible"). One manager per branch; a user may manage several.
// This table is the single source of a branch owner's rights.
export const responsibles = sqliteTable(
  "responsibles",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    branch_id: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("manager"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("responsibles_branch_uq").on(t.branch_id), index("responsibles_user_idx").on(t.user_id)],
);

export const categories = sqliteTable("categories", {
  id: id(),
  name: text("name").notNull(),
  name_ar: text("name_ar").notNull().default(""),
  slug: text("slug").notNull().unique(),
  image: text("image"), // R2 key
  created_at: createdAt(),
});

export const products = sqliteTable(
  "products",
  {
    id: id(),
    store_id: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    name_ar: text("name_ar").notNull().default(""),
    sku: text("sku").notNull().unique(),
    description: text("description").notNull().default(""), // sanitised HTML
    description_ar: text("description_ar").notNull().default(""), // sanitised HTML
    short_description: text("short_description").notNull().default(""),
    short_description_ar: text("short_description_ar").notNull().default(""),
    base_price: integer("base_price").notNull(), // piasters
    is_featured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    badge: text("badge").notNull().default(""),
    badge_ar: text("badge_ar").notNull().default(""),
    total_sold: integer("total_sold").notNull().default(0),
    average_rating: real("average_rating").notNull().default(0),
    reviews_count: integer("reviews_count").notNull().default(0),
    // Names and descriptions of both languages, HTML stripped, lower-cased and
    // Arabic-normalised (see shared/normalize.ts): what search matches against.
    search_text: text("search_text").notNull().default(""),
    // The price a shopper sees on a card: the cheapest listing, else the base price. Kept by
    // triggers (migration 0010) on every write of a listing's price or the base price, so
    // the list's price order is read from an index (docs/decisions/0017).
    shown_price: integer("shown_price").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The list's default order (newest first, ties by id): a page is read from the index
    // in order instead of sorting the whole table.
    index("products_created_idx").on(t.created_at, t.id),
    // Id first: the search page orders its matches by creation time from this index
    // alone, without reading every match's row (api/src/catalog/search-index.ts).
    index("products_id_created_idx").on(t.id, t.created_at, t.store_id, t.is_featured),
    // A store's or the featured products, newest first: SQLite ends every index with the rowid
    // (the id), so these serve the default order with keyset paging (api/src/lib/cursor.ts).
    index("products_store_idx").on(t.store_id),
    index("products_featured_idx").on(t.is_featured),
    // Each other order a shopper can pick, read from an index in order.
    index("products_name_idx").on(t.name, t.id),
    index("products_price_idx").on(t.shown_price, t.id),
    index("products_sold_idx").on(t.total_sold, t.id),
    index("products_rating_idx").on(t.average_rating, t.id),
  ],
);

export const productImages = sqliteTable(
  "product_images",
  {
    id: id(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    image: text("image").notNull(), // R2 key
    alt_text: text("alt_text").notNull().default(""),
    position: integer("position").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("product_images_product_idx").on(t.product_id)],
);

export const productCategories = sqliteTable(
  "product_categories",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    category_id: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.category_id] }), index("product_categories_category_idx").on(t.category_id, t.product_id)],
);

// A listing: one branch's offer of one product, at the branch's own price and stock.
export const branchProducts = sqliteTable(
  "branch_products",
  {
    id: id(),
    branch_id: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price: integer("price").notNull(), // piasters
    stock: integer("stock").notNull().default(0),
    is_available: integer("is_available", { mode: "boolean" }).notNull().default(true),
    is_featured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    // The offer's own low-stock line (at most this many units is "low"): the dashboard's
    // low-stock filter and the stock_low notification, which a checkout that takes the stock
    // across it sends the branch (ADR 0025). The storefront's badges keep the spec's 5.
    low_stock_threshold: integer("low_stock_threshold").notNull().default(LOW_STOCK_THRESHOLD),
    // Copies of the product's names and SKU, written by triggers (migration 0017) whenever an
    // offer is added or its product renamed, so that the dashboard's name and SKU columns are
    // read per branch from an index in order instead of sorting every offer (ADR 0017).
    product_name: text("product_name").notNull().default(""),
    product_name_ar: text("product_name_ar").notNull().default(""),
    product_sku: text("product_sku").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("branch_products_uq").on(t.branch_id, t.product_id),
    index("branch_products_product_idx").on(t.product_id),
    // A branch's listings newest first (GET /branch-products/?branch=), read in index order.
    index("branch_products_branch_idx").on(t.branch_id, t.id),
    // A branch's offers by price (the product list's price order within one branch, keyed by
    // product) and the dashboard's price and stock columns and stock filters (keyed by
    // listing), each read per branch in index order (docs/decisions/0017).
    index("branch_products_branch_price_idx").on(t.branch_id, t.price, t.product_id),
    index("branch_products_branch_price_id_idx").on(t.branch_id, t.price, t.id),
    index("branch_products_branch_stock_idx").on(t.branch_id, t.stock, t.id),
    // The same across every branch, for a super admin's dashboard.
    index("branch_products_price_idx").on(t.price, t.id),
    index("branch_products_stock_idx").on(t.stock, t.id),
    // The dashboard's name and SKU columns, per branch and across every branch; names in
    // English and SKUs compare as the table shows them, without case.
    index("branch_products_branch_name_idx").on(t.branch_id, sql`${t.product_name} collate nocase`, t.id),
    index("branch_products_branch_name_ar_idx").on(t.branch_id, t.product_name_ar, t.id),
    index("branch_products_branch_sku_idx").on(t.branch_id, sql`${t.product_sku} collate nocase`, t.id),
    index("branch_products_name_idx").on(sql`${t.product_name} collate nocase`, t.id),
    index("branch_products_name_ar_idx").on(t.product_name_ar, t.id),
    index("branch_products_sku_idx").on(sql`${t.product_sku} collate nocase`, t.id),
    // The dashboard's low-stock filter, newest first, per branch and across every branch: the
    // offers at or under their own line, read in id order from these alone.
    index("branch_products_branch_low_idx").on(t.branch_id, t.id).where(sql`${t.stock} <= ${t.low_stock_threshold}`),
    index("branch_products_low_idx").on(t.id).where(sql`${t.stock} <= ${t.low_stock_threshold}`),
    check("branch_products_low_stock_threshold_non_negative", sql`${t.low_stock_threshold} >= 0`),
    // The database refuses stock below zero, so a checkout batch that would oversell fails
    // whole, however many checkouts race for the last units.
    check("branch_products_stock_non_negative", sql`${t.stock} >= 0`),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: real("rating").notNull(),
    comment: text("comment").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("reviews_product_user_uq").on(t.product_id, t.user_id)],
);

// A signed-in customer's server cart: one row per product and branch (the cart's key).
export const cartItems = sqliteTable(
  "cart_items",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    branch_id: integer("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("cart_items_uq").on(t.user_id, t.product_id, t.branch_id), check("cart_items_quantity_positive", sql`${t.quantity} > 0`)],
);

// Products a signed-in user saved (decisions: "Wishlist: per browser for visitors, per account
// when signed in, merged at sign-in"). At most WISHLIST_MAX rows a user (api/src/wishlist).
export const wishlistItems = sqliteTable(
  "wishlist_items",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("wishlist_items_uq").on(t.user_id, t.product_id), index("wishlist_items_user_idx").on(t.user_id)],
);

// A customer's address book (decisions: "Delivery"; api/src/addresses): where they have asked
// to be delivered, by area id and free-text lines, offered at checkout. At most
// ADDRESS_BOOK_MAX rows a user; a book that has addresses has exactly one default (the partial
// unique index keeps it to one; the routes keep one there).
export const addresses = sqliteTable(
  "addresses",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    area_id: integer("area_id")
      .notNull()
      .references(() => areas.id),
    // What the customer calls it ("Home", "Work"; "" for none) and who receives the order there.
    label: text("label").notNull().default(""),
    recipient: text("recipient").notNull().default(""),
    street: text("street").notNull(),
    building: text("building").notNull(),
    floor: text("floor").notNull().default(""),
    apartment: text("apartment").notNull().default(""),
    // Egyptian addresses rely on landmarks ("behind the Metro market").
    landmark: text("landmark").notNull().default(""),
    // An Egyptian mobile as stored: 01XXXXXXXXX (shared/normalize.ts).
    mobile: text("mobile").notNull(),
    is_default: integer("is_default", { mode: "boolean" }).notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.user_id, t.created_at, t.id),
    uniqueIndex("addresses_one_default_uq").on(t.user_id).where(sql`${t.is_default} = 1`),
  ],
);

import { DELIVERY_FAILURE_REASONS, DELIVERY_METHODS, ORDER_STATUSES } from "#shared/order-rules";

export { DELIVERY_FAILURE_REASONS, DELIVERY_METHODS, ORDER_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
// "not_due": the order was cancelled before it was paid, so nothing is owed (set by the cancel).
export const PAYMENT_STATUSES = ["pending", "paid", "not_due"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["cash_on_delivery"] as const;

// One order per branch. A checkout spanning several branches writes several orders that
// share a checkout id, all in one batch.
export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    uuid: text("uuid").notNull().unique(),
    checkout_id: text("checkout_id").notNull(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => users.id),
    // Kept when a branch or store is deleted later; the names below are the order's record.
    branch_id: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    store_id: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    branch_name: text("branch_name").notNull(),
    store_name: text("store_name").notNull(),
    // The Arabic names as they were at checkout ("" when the branch or store had none).
    branch_name_ar: text("branch_name_ar").notNull().default(""),
    store_name_ar: text("store_name_ar").notNull().default(""),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    payment_status: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    payment_method: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("cash_on_delivery"),
    total: integer("total").notNull(), // piasters
    city: text("city").notNull(),
    neighborhood: text("neighborhood"),
    center: text("center"),
    street: text("street"),
    compound: text("compound").notNull(),
    building_or_house: text("building_or_house").notNull(),
    mobile: text("mobile").notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    // Delivery (decisions: "Delivery"), as the server computed it at checkout from the branch's
    // settings (api/src/delivery/fee.ts). `total` above is the goods plus this fee. Orders from
    // before: delivered, fee 0, no area (their address is the free text above).
    delivery_method: text("delivery_method", { enum: DELIVERY_METHODS }).notNull().default("delivery"),
    delivery_fee: integer("delivery_fee").notNull().default(0), // piasters
    delivery_estimate: text("delivery_estimate", { enum: DELIVERY_ESTIMATES }),
    // Cash on delivery (cod_policies above), as the store's policy said at checkout: the COD fee
    // (in `total` too, so total = goods + delivery_fee + cod_fee) and whether the order must be
    // confirmed before it is prepared.
    cod_fee: integer("cod_fee").notNull().default(0), // piasters
    needs_confirmation: integer("needs_confirmation", { mode: "boolean" }).notNull().default(false),
    // Confirmation (ADR 0033): the deadline, set at checkout from the policy's window (an
    // unconfirmed pending order past it is cancelled by the hourly job), and who confirmed how:
    // the customer with a code, or the branch's staff (`confirmed_by`) after calling them.
    confirm_by: text("confirm_by"),
    confirmed_at: text("confirmed_at"),
    confirmed_via: text("confirmed_via", { enum: ["code", "phone"] }),
    confirmed_by: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    area_id: integer("area_id").references(() => areas.id),
    // The address's lines (street is above); city, neighborhood and building_or_house are
    // filled from the area and these for the spec's older clients.
    building: text("building").notNull().default(""),
    floor: text("floor").notNull().default(""),
    apartment: text("apartment").notNull().default(""),
    landmark: text("landmark").notNull().default(""),
    recipient: text("recipient").notNull().default(""),
    // A pickup order: the branch's pickup settings as they were at checkout (null when
    // delivered), and when the branch marked it ready (its last day is ready_at's date + hold days).
    pickup_address: text("pickup_address"),
    pickup_hours: text("pickup_hours"),
    pickup_hold_days: integer("pickup_hold_days"),
    ready_at: text("ready_at"),
    // How many delivery attempts of the shipped parcel failed (rows of delivery_attempts): the
    // state machine reads it from the row (a parcel comes back unrefused only after one).
    delivery_attempts: integer("delivery_attempts").notNull().default(0),
    // Paid from the customer's wallet at checkout (piasters, part of `total`: the cash due on
    // delivery is total - wallet_amount); its ledger rows are the `spent` entries of this order.
    wallet_amount: integer("wallet_amount").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // Each list of orders is newest first (created_at, id): every filter the lists seek by
    // ends with that order, so a page is read in order from the index (docs/decisions/0017).
    index("orders_customer_idx").on(t.customer_id, t.created_at, t.id),
    index("orders_branch_idx").on(t.branch_id, t.created_at, t.id),
    index("orders_store_idx").on(t.store_id, t.created_at, t.id),
    // The status tabs of the order history and of the dashboard, within each of those.
    index("orders_customer_status_idx").on(t.customer_id, t.status, t.created_at, t.id),
    index("orders_branch_status_idx").on(t.branch_id, t.status, t.created_at, t.id),
    index("orders_store_status_idx").on(t.store_id, t.status, t.created_at, t.id),
    index("orders_checkout_idx").on(t.checkout_id),
    index("orders_status_idx").on(t.status, t.created_at, t.id),
    index("orders_created_idx").on(t.created_at, t.id),
    // The dashboard's search by a whole delivery mobile, newest first (staff-filters.ts).
    index("orders_mobile_idx").on(t.mobile, t.created_at, t.id),
    // The hourly job's unconfirmed orders past their deadline (ADR 0033).
    index("orders_confirm_by_idx").on(t.status, t.confirm_by),
  ],
);

// What was bought, at the price paid: names are copied so the order reads the same after
// the product changes or goes.
export const orderItems = sqliteTable(
  "order_items",
  {
    id: id(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    branch_product_id: integer("branch_product_id").references(() => branchProducts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    name_ar: text("name_ar").notNull().default(""),
    sku: text("sku").notNull().default(""),
    quantity: integer("quantity").notNull(),
    price: integer("price").notNull(), // piasters, the unit price paid
  },
  (t) => [index("order_items_order_idx").on(t.order_id), check("order_items_quantity_positive", sql`${t.quantity} > 0`)],
);

// Every status change, with its time and who made it: the order's timeline.
export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: id(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    from_status: text("from_status", { enum: ORDER_STATUSES }),
    to_status: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("order_status_history_order_idx").on(t.order_id)],
);

// Every failed delivery attempt of a shipped order (issue 29, docs/decisions/0030): an event on
// the order, which stays shipped; `attempt` counts them from 1 (orders.delivery_attempts is the last).
export const deliveryAttempts = sqliteTable(
  "delivery_attempts",
  {
    id: id(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    reason: text("reason", { enum: DELIVERY_FAILURE_REASONS }).notNull(),
    /** The staff's note, shown to the shop only. */
    note: text("note"),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("delivery_attempts_order_attempt_uq").on(t.order_id, t.attempt)],
);
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

// A checkout's Idempotency-Key: the first request with a key claims it in the same batch
// as its orders, so a retry (or a racing duplicate) finds the orders instead of making more.
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    checkout_id: text("checkout_id").notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_uq").on(t.user_id, t.key)],
);

// Cashback earned by a delivered order, in points (5 points = 1 EGP), expiring after 90 days.
export const cashbacks = sqliteTable(
  "cashbacks",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    order_id: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(), // points
    expires_at: text("expires_at").notNull(),
    created_at: createdAt(),
  },
  // By expiry: the hourly job finds the lots that expired since its look-back (wallet/expire.ts).
  (t) => [index("cashbacks_user_idx").on(t.user_id), index("cashbacks_expires_idx").on(t.expires_at)],
);

export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export const AUDIT_OBJECTS = [
  "product",
  "listing",
  "order",
  "branch",
  "manager",
  "store",
  "theme",
  "category",
  "user",
  "publish",
  "marketplace",
  "offer_import",
] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];

// Every change a merchant or a super admin makes, written in the same batch as the change.
// No foreign keys: the record outlives the user, the store and the object it describes
// (the actor's username and the store are copied in for that reason).
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    actor_id: integer("actor_id"),
    actor_username: text("actor_username").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    object_type: text("object_type", { enum: AUDIT_OBJECTS }).notNull(),
    object_id: integer("object_id"),
    // The object's name when the change was made (English and Arabic), written by the same
    // statement; null for objects without one (orders, publishes) and for older rows.
    object_name: text("object_name"),
    object_name_ar: text("object_name_ar"),
    // The store the object belongs to, so that a store owner sees their store's record.
    store_id: integer("store_id"),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    created_at: createdAt(),
  },
  (t) => [
    index("audit_log_store_idx").on(t.store_id, t.id),
    index("audit_log_object_idx").on(t.object_type, t.object_id, t.id),
    index("audit_log_actor_idx").on(t.actor_id, t.id),
  ],
);

export const PUBLISH_STATUSES = ["queued", "building", "done", "failed"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
/** Where a build is: the rebuilder reports these in order (docs/decisions/0016). */
export const PUBLISH_STEPS = ["fetching", "building", "checking", "swapping"] as const;
/** Who asked for a run: a super admin's Publish, or storefront changes that schedule it. */
export const PUBLISH_CAUSES = ["manual", "auto"] as const;

// A request to rebuild the prerendered storefront, and how it went (docs/decisions/0016).
// At most one run is queued or building at a time: the unique partial index makes a second
// one impossible whatever the route does. No foreign key on the requester: the history
// outlives the user, whose name is copied in.
export const publishRuns = sqliteTable(
  "publish_runs",
  {
    id: id(),
    requested_by: integer("requested_by"),
    requested_by_username: text("requested_by_username").notNull(),
    status: text("status", { enum: PUBLISH_STATUSES }).notNull().default("queued"),
    step: text("step", { enum: PUBLISH_STEPS }),
    pages_done: integer("pages_done"),
    /** The number of pages expected (the previous build's), when the rebuilder knows it. */
    pages_total: integer("pages_total"),
    /** The pages the finished build holds. */
    pages: integer("pages"),
    /** Why it failed: the rebuilder's reason (the build's last lines) or the trigger's. */
    error: text("error"),
    /** The CI run's page, when a workflow builds it. */
    log_url: text("log_url"),
    created_at: createdAt(),
    started_at: text("started_at"),
    finished_at: text("finished_at"),
    /** When the rebuilder last reported: a run silent for too long is given up. */
    reported_at: text("reported_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /**
     * What started it: a super admin's Publish, or changes to the storefront (the trigger
     * `audit_log_schedules_publish`), which wait a while for more (ADR 0016, addendum).
     */
    cause: text("cause", { enum: PUBLISH_CAUSES }).notNull().default("manual"),
    /** The storefront changes this run carries, and when the first and the last were made. */
    change_count: integer("change_count").notNull().default(0),
    first_change_at: text("first_change_at"),
    last_change_at: text("last_change_at"),
    /** When the scheduled job asked GitHub's workflow to build it (production only). */
    dispatched_at: text("dispatched_at"),
  },
  (t) => [
    // One run waiting and one building at most: a change made during a build waits for the next.
    uniqueIndex("publish_runs_one_per_status_uq").on(t.status).where(sql`${t.status} in ('queued', 'building')`),
  ],
);

// Which stores' changes a run carries, so that a merchant sees when their own changes reach the
// storefront and nothing of other stores'. Written by the trigger that schedules the run.
// No foreign keys: like the audit log, it outlives a deleted store.
export const publishRunStores = sqliteTable(
  "publish_run_stores",
  {
    run_id: integer("run_id").notNull(),
    store_id: integer("store_id").notNull(),
    change_count: integer("change_count").notNull().default(1),
    last_change_at: text("last_change_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.run_id, t.store_id] }), index("publish_run_stores_store_idx").on(t.store_id, t.run_id)],
);

// Notifications (docs/decisions/0025, docs/architecture.md "Notifications"). Every event kind;
// their payloads are typed in api/contract/notifications.ts (one home for both).
export const NOTIFICATION_KINDS = [
  "password_changed",
  "email_changed",
  "publish_done",
  "publish_failed",
  "order_placed",
  "order_received",
  "order_status",
  "order_cancelled",
  "delivery_failed",
  "stock_low",
  "contact_code",
  "reset_code",
  "order_code",
  "return_status",
  "return_update",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The channels a notification may be sent on besides the inbox (the notification row itself). */
export const NOTIFICATION_CHANNELS = ["email", "whatsapp"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DELIVERY_STATUSES = ["sending", "sent", "failed", "dead"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

// The outbox and the inbox at once: a row is written in the same D1 batch as the change that
// causes it (notifications/outbox.ts), handed to the queue (`handed_at`) after the response or
// by the minute's sweep, and finished (`done_at`) once every channel was sent or given up.
// For its recipient it is an inbox item (`read_at`).
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** JSON: what the templates need, names in both languages (the contract's payload of the kind). */
    payload: text("payload").notNull(),
    created_at: createdAt(),
    read_at: text("read_at"),
    /** When it was last handed to the queue: the sweep hands again what is not done 15 minutes later. */
    handed_at: text("handed_at"),
    /** When every channel was sent, skipped or given up: the sweep leaves it alone. */
    done_at: text("done_at"),
  },
  (t) => [
    index("notifications_user_idx").on(t.user_id, t.id),
    index("notifications_unread_idx").on(t.user_id).where(sql`${t.read_at} is null`),
    index("notifications_pending_idx").on(t.id).where(sql`${t.done_at} is null`),
  ],
);

// Every delivery of a notification on a channel, one row per (notification, channel): its
// idempotency key. A consumer sends only after claiming the row (sending, with a lease), so a
// duplicated or retried message sends once; attempts and the last error stay for the log.
export const notificationDeliveries = sqliteTable(
  "notification_deliveries",
  {
    id: id(),
    notification_id: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    user_id: integer("user_id").notNull(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** "<notification id>:<channel>". */
    idempotency_key: text("idempotency_key").notNull().unique(),
    /** The address or number it went to. */
    recipient: text("recipient").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    /** A claim (status sending) older than this is taken to have died with its consumer. */
    lease_until: text("lease_until"),
    /** The provider's message id, once sent. */
    provider_id: text("provider_id"),
    created_at: createdAt(),
    updated_at: updatedAt(),
    sent_at: text("sent_at"),
  },
  (t) => [index("notification_deliveries_status_idx").on(t.status, t.id), index("notification_deliveries_channel_idx").on(t.channel, t.id)],
);

// A user's choices of channel per kind, only where they differ from the kind's default.
// Security notices have no row: they cannot be turned off.
export const notificationPreferences = sqliteTable(
  "notification_preferences",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind, t.channel] })],
);

// Cash on delivery accounted for (docs/decisions/0032, decisions: "Cash on delivery"). Money in
// piasters; times are UTC ISO strings like every other column, cut into Cairo days when read
// (api/src/cash/day.ts). A branch's rows are kept when the branch is deleted (branch_id null),
// like its orders.
/** The collectors stored when nobody was named: the branch's own courier, its counter (pickup). */
export const CASH_COLLECTORS = ["@branch_courier", "@branch_counter"] as const;
export const COLLECTOR_MAX = 100;

// The cash of one delivered COD order: written in the same batch as the move to `delivered`
// (orders/transition.ts), at most once (order_id is unique, the insert ignores a repeat).
export const cashCollections = sqliteTable(
  "cash_collections",
  {
    id: id(),
    order_id: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    branch_id: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(), // piasters: the order's total, paid in cash
    /** Who took the cash: a courier's name, a delivery company, or one of CASH_COLLECTORS. */
    collected_by: text("collected_by").notNull(),
    collected_at: text("collected_at").notNull(),
  },
  (t) => [index("cash_collections_branch_idx").on(t.branch_id, t.collected_at), check("cash_collections_amount_non_negative", sql`${t.amount} >= 0`)],
);

// Cash a courier hands to the branch, as the branch records it, and the orders it covers.
export const cashHandovers = sqliteTable(
  "cash_handovers",
  {
    id: id(),
    /** Made by the route, so the same batch finds the row it wrote (for its orders and audit record). */
    uuid: text("uuid").notNull().unique(),
    branch_id: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    courier: text("courier").notNull(),
    amount: integer("amount").notNull(), // piasters
    handed_at: text("handed_at").notNull(),
    recorded_by: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
  },
  (t) => [index("cash_handovers_branch_idx").on(t.branch_id, t.handed_at), check("cash_handovers_amount_positive", sql`${t.amount} > 0`)],
);

// Each order is covered by one handover at most: the unique order_id settles two racing handovers.
export const cashHandoverOrders = sqliteTable(
  "cash_handover_orders",
  {
    handover_id: integer("handover_id")
      .notNull()
      .references(() => cashHandovers.id, { onDelete: "cascade" }),
    order_id: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.handover_id, t.order_id] })],
);

export { REFUND_METHODS, RETURN_CONDITIONS, RETURN_METHODS, RETURN_REASONS, RETURN_STATUSES, WALLET_ENTRY_KINDS, WALLET_PARTS };

// The wallet as a ledger (issue 30, docs/decisions/0034): every movement is a row with a signed
// amount in piasters, and a balance is the sum of rows, never a stored number. `part` says which
// part of the balance a row moves: cashback (expires with its lot, `cashback_id`) or refund money
// (never expires). Rows are written in the same batch as the order or return that causes them;
// the unique indexes make each cause write its row once, whatever retries or races.
export const walletEntries = sqliteTable(
  "wallet_entries",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: WALLET_ENTRY_KINDS }).notNull(),
    part: text("part", { enum: WALLET_PARTS }).notNull(),
    amount: integer("amount").notNull(), // piasters, signed
    /** The cashback lot a cashback-part row belongs to (earned, expired, spent from, reversed). */
    cashback_id: integer("cashback_id").references(() => cashbacks.id, { onDelete: "set null" }),
    order_id: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    return_id: integer("return_id").references((): AnySQLiteColumn => returns.id, { onDelete: "set null" }),
    /** An earned row's expiry (its lot's), copied so the ledger reads alone. */
    expires_at: text("expires_at"),
    /** A super admin's adjustment: why, and who. */
    reason: text("reason"),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    // The ledger page, newest first, and its filter by kind.
    index("wallet_entries_user_idx").on(t.user_id, t.id),
    index("wallet_entries_user_kind_idx").on(t.user_id, t.kind, t.id),
    index("wallet_entries_cashback_idx").on(t.cashback_id),
    index("wallet_entries_order_idx").on(t.order_id),
    index("wallet_entries_return_idx").on(t.return_id),
    // Each cause once: a lot is earned and expires once; an order spends from each lot (and from
    // the refund part) once and is given back once per part; a return refunds and reverses once.
    uniqueIndex("wallet_entries_earned_uq").on(t.cashback_id).where(sql`${t.kind} = 'cashback_earned'`),
    uniqueIndex("wallet_entries_expired_uq").on(t.cashback_id).where(sql`${t.kind} = 'cashback_expired'`),
    uniqueIndex("wallet_entries_order_lot_uq")
      .on(t.order_id, t.kind, t.cashback_id)
      .where(sql`${t.kind} in ('spent', 'spend_returned') and ${t.part} = 'cashback'`),
    uniqueIndex("wallet_entries_order_refund_uq")
      .on(t.order_id, t.kind)
      .where(sql`${t.kind} in ('spent', 'spend_returned') and ${t.part} = 'refund'`),
    uniqueIndex("wallet_entries_return_uq").on(t.return_id, t.kind).where(sql`${t.kind} in ('refund', 'cashback_reversed')`),
    check("wallet_entries_amount_nonzero", sql`${t.amount} <> 0`),
  ],
);
export type WalletEntry = typeof walletEntries.$inferSelect;

// A customer's return of delivered goods (issue 30, docs/decisions/0035): requested within the
// window (14 days from delivery, 30 for a defect), approved (with a pickup date) or rejected
// (with a reason the customer sees), received (the goods' condition: resellable goods go back
// into stock) and refunded (to the wallet, or as cash at the branch). Its timeline is
// return_events; its lines return_items; the customer's photos return_photos.
export const returns = sqliteTable(
  "returns",
  {
    id: id(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => users.id),
    // Copied from the order, so a merchant's list seeks by its branches alone.
    branch_id: integer("branch_id").references(() => branches.id, { onDelete: "set null" }),
    store_id: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    status: text("status", { enum: RETURN_STATUSES }).notNull().default("requested"),
    reason: text("reason", { enum: RETURN_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    method: text("method", { enum: RETURN_METHODS }).notNull(),
    /** The day the branch collects the goods (pickup) or expects them (drop-off), set on approval. */
    pickup_date: text("pickup_date"),
    reject_reason: text("reject_reason"),
    condition: text("condition", { enum: RETURN_CONDITIONS }),
    refund_method: text("refund_method", { enum: REFUND_METHODS }),
    /** The returned lines' price paid (piasters), fixed at the request. */
    refund_amount: integer("refund_amount").notNull(),
    /** The cashback of the returned goods taken back at the refund (piasters). */
    cashback_reversed: integer("cashback_reversed").notNull().default(0),
    approved_at: text("approved_at"),
    rejected_at: text("rejected_at"),
    received_at: text("received_at"),
    refunded_at: text("refunded_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("returns_customer_idx").on(t.customer_id, t.created_at, t.id),
    index("returns_branch_idx").on(t.branch_id, t.status, t.created_at, t.id),
    index("returns_store_idx").on(t.store_id, t.status, t.created_at, t.id),
    index("returns_status_idx").on(t.status, t.created_at, t.id),
    index("returns_order_idx").on(t.order_id),
    check("returns_refund_amount_non_negative", sql`${t.refund_amount} >= 0`),
  ],
);
export type Return = typeof returns.$inferSelect;

export const returnItems = sqliteTable(
  "return_items",
  {
    id: id(),
    return_id: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    order_item_id: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    uniqueIndex("return_items_uq").on(t.return_id, t.order_item_id),
    index("return_items_order_item_idx").on(t.order_item_id),
    check("return_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const returnPhotos = sqliteTable(
  "return_photos",
  {
    id: id(),
    return_id: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    image: text("image").notNull(), // R2 key
    position: integer("position").notNull().default(0),
  },
  (t) => [index("return_photos_return_idx").on(t.return_id, t.position)],
);

// A return's timeline: each step, who made it and when (the customer sees "the store" for staff).
export const returnEvents = sqliteTable(
  "return_events",
  {
    id: id(),
    return_id: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    from_status: text("from_status", { enum: RETURN_STATUSES }),
    to_status: text("to_status", { enum: RETURN_STATUSES }).notNull(),
    actor_id: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("return_events_return_idx").on(t.return_id)],
);

// Offers updated from a merchant's spreadsheet (issue 31, docs/decisions/0037). The upload is
// kept in R2 (`file_key`) and checked by the offer-imports queue in chunks: every row is staged
// in offer_import_rows with what it would do (add an offer, change one, nothing, or its error),
// which is the dry run; applying it is one batch, all or nothing, audited as one entry.
export const OFFER_IMPORT_STATUSES = ["checking", "ready", "failed", "applied"] as const;
export const OFFER_IMPORT_ACTIONS = ["add", "change", "same", "error"] as const;
export const offerImports = sqliteTable(
  "offer_imports",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    file_key: text("file_key").notNull().unique(),
    file_name: text("file_name").notNull(),
    format: text("format", { enum: ["csv", "xlsx"] }).notNull(),
    size: integer("size").notNull(),
    /** The language the merchant asked in: row errors are written in it. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    status: text("status", { enum: OFFER_IMPORT_STATUSES }).notNull().default("checking"),
    /** Data rows read so far (the header aside): the progress while checking. */
    rows_done: integer("rows_done").notNull().default(0),
    to_add: integer("to_add").notNull().default(0),
    to_change: integer("to_change").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    /** Why the whole file was refused (a message in `language`), when failed. */
    failure: text("failure"),
    applied_at: text("applied_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("offer_imports_user_idx").on(t.user_id, t.id),
    // Apply's guard sets errors to -1 when the offers changed under the dry run: the batch fails whole.
    check("offer_imports_errors_non_negative", sql`${t.errors} >= 0`),
  ],
);

export const offerImportRows = sqliteTable(
  "offer_import_rows",
  {
    import_id: integer("import_id")
      .notNull()
      .references(() => offerImports.id, { onDelete: "cascade" }),
    /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
    row: integer("row").notNull(),
    sku: text("sku").notNull(),
    branch_ref: text("branch_ref").notNull(),
    product_id: integer("product_id"),
    branch_id: integer("branch_id"),
    /** The offer the row changes (null: a new offer, or an error). */
    offer_id: integer("offer_id"),
    /** The file's values; null: left empty, kept as they are. */
    price: integer("price"), // piasters
    stock: integer("stock"),
    is_available: integer("is_available", { mode: "boolean" }),
    /** The offer as the dry run read it: apply moves stock by (stock - before_stock). */
    before_price: integer("before_price"),
    before_stock: integer("before_stock"),
    before_available: integer("before_available", { mode: "boolean" }),
    action: text("action", { enum: OFFER_IMPORT_ACTIONS }).notNull(),
    /** The row's error, in the import's language. */
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.row] }), index("offer_import_rows_action_idx").on(t.import_id, t.action, t.row)],
);
// Merchant figures (issue 31, docs/decisions/0036): what the orders placed on a Cairo day came
// to, per branch, in their final state, kept in the same D1 batch as every change that moves a
// figure (the checkout, each status move; api/src/reports/figures.ts) as upserts that add a
// signed difference, so a report over a year reads days x branches rows, never the orders.
// An order counts on the day it was placed: cancelled a week later, it leaves that day's sales
// and joins that day's cancellations. Money in piasters. No foreign keys: the figures outlive
// a deleted branch, store or product; a move of an order whose branch (or store) was deleted
// since is kept under branch (or store) 0, so a store's and the marketplace's sums stay right.
const figureKey = () => ({
  /** The Cairo calendar day the orders were placed on (YYYY-MM-DD). */
  day: text("day").notNull(),
  store_id: integer("store_id").notNull(),
  branch_id: integer("branch_id").notNull(),
});
const sums = () => ({
  units: integer("units").notNull().default(0),
  goods: integer("goods").notNull().default(0),
});

/** The figures of a day's (or a month's) orders at a branch. */
const orderFigures = () => ({
  /** Orders placed (all states). */
  orders: integer("orders").notNull().default(0),
  /** Of those, the ones not cancelled, refused or returned, and their goods, fees and units. */
  sold_orders: integer("sold_orders").notNull().default(0),
  ...sums(),
  delivery: integer("delivery").notNull().default(0),
  cod_fees: integer("cod_fees").notNull().default(0),
  cancelled: integer("cancelled").notNull().default(0),
  /** Refused at the door (and later returned). */
  refused: integer("refused").notNull().default(0),
  /** Cashback earned by the orders once delivered (points x 20 piasters). */
  cashback: integer("cashback").notNull().default(0),
});
const monthKey = () => ({
  /** The Cairo calendar month the orders were placed in (YYYY-MM). */
  month: text("month").notNull(),
  store_id: integer("store_id").notNull(),
  branch_id: integer("branch_id").notNull(),
});

export const reportDays = sqliteTable("report_days", { ...figureKey(), ...orderFigures() }, (t) => [
  // The marketplace's days in order; a store's; a branch's (a manager's reach).
  primaryKey({ columns: [t.day, t.store_id, t.branch_id] }),
  index("report_days_store_idx").on(t.store_id, t.day),
  index("report_days_branch_idx").on(t.branch_id, t.day),
]);

/**
 * The same per month, kept with the days by the same statements in the same batch: a period reads
 * each month it touches as this row less the days outside the period, or as its days, whichever
 * is fewer rows (reports/queries.ts pieces), so a year reads about 14 rows per branch, not 365.
 */
export const reportMonths = sqliteTable("report_months", { ...monthKey(), ...orderFigures() }, (t) => [
  primaryKey({ columns: [t.month, t.store_id, t.branch_id] }),
  index("report_months_store_idx").on(t.store_id, t.month),
  index("report_months_branch_idx").on(t.branch_id, t.month),
]);

/** Units and goods sold per product (best sellers); a product deleted since is not listed. */
export const reportProducts = sqliteTable(
  "report_products",
  {
    ...figureKey(),
    product_id: integer("product_id").notNull(),
    ...sums(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.store_id, t.branch_id, t.product_id] }),
    index("report_products_store_idx").on(t.store_id, t.day),
    index("report_products_branch_idx").on(t.branch_id, t.day),
  ],
);

/**
 * Units and goods sold per category of the product at checkout (0: in no category); a product
 * in two categories counts in both. Categories are few, so a period reads days x branches x
 * categories rows, never the orders.
 */
export const reportCategories = sqliteTable(
  "report_categories",
  {
    ...figureKey(),
    category_id: integer("category_id").notNull(),
    ...sums(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.store_id, t.branch_id, t.category_id] }),
    index("report_categories_store_idx").on(t.store_id, t.day),
    index("report_categories_branch_idx").on(t.branch_id, t.day),
  ],
);

/** report_products per month, as report_months is report_days per month. */
export const reportProductMonths = sqliteTable(
  "report_product_months",
  {
    ...monthKey(),
    product_id: integer("product_id").notNull(),
    ...sums(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.store_id, t.branch_id, t.product_id] }),
    index("report_product_months_store_idx").on(t.store_id, t.month),
    index("report_product_months_branch_idx").on(t.branch_id, t.month),
  ],
);

/** report_categories per month, as report_months is report_days per month. */
export const reportCategoryMonths = sqliteTable(
  "report_category_months",
  {
    ...monthKey(),
    category_id: integer("category_id").notNull(),
    ...sums(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.store_id, t.branch_id, t.category_id] }),
    index("report_category_months_store_idx").on(t.store_id, t.month),
    index("report_category_months_branch_idx").on(t.branch_id, t.month),
  ],
);

/**
 * Cash collected on delivery and handed over, per branch, all time (docs/decisions/0036): what
 * the figures' "COD outstanding" reads (one row per branch) instead of summing every collection.
 * Kept by triggers on cash_collections and cash_handovers (migration), so every write of the cash
 * domain moves it in its own statement; a deleted branch's cash moves to branch 0.
 */
export const reportCash = sqliteTable("report_cash", {
  branch_id: integer("branch_id").primaryKey(),
  collected: integer("collected").notNull().default(0),
  handed_over: integer("handed_over").notNull().default(0),
});
