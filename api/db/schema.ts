// The tables are the source of truth: the contract's zod schemas derive from them
// (src/lib/contract) and the migrations are generated from them (drizzle-kit).
// Money is stored as integer piasters (1 EGP = 100) so sums are exact; the API speaks
// decimal strings ("120.00") as Django REST does.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const updatedAt = () =>
  text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const ROLES = ["customer", "branch_owner", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable("users", {
  id: id(),
  username: text("username").notNull().unique(),
  email: text("email").unique(),
  phone_number: text("phone_number").unique(),
  first_name: text("first_name").notNull().default(""),
  last_name: text("last_name").notNull().default(""),
  role: text("role", { enum: ROLES }).notNull().default("customer"),
  // "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": the parameters live with the hash.
  password_hash: text("password_hash").notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  // Usernames are unique whatever their case ("Bob" and "bob" are one user), even under
  // simultaneous registrations; lookups by lower(username) use this index too.
  uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
]);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    jti: text("jti").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires_at: text("expires_at").notNull(),
    revoked_at: text("revoked_at"),
    created_at: createdAt(),
  },
  (t) => [index("refresh_tokens_user_idx").on(t.user_id)],
);

// Fixed-window counters for login rate limiting, keyed "id:<identifier>" or "ip:<address>".
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  window_start: integer("window_start").notNull(),
  count: integer("count").notNull().default(0),
});

export const themes = sqliteTable("themes", {
  id: id(),
  name: text("name").notNull().default(""),
  primary_color: text("primary_color").notNull().default("#4F46E5"),
  secondary_color: text("secondary_color").notNull().default("#FF9900"),
  logo: text("logo"), // R2 key
  background_image_desktop: text("background_image_desktop"), // R2 key
  created_at: createdAt(),
});

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
    total_sold: integer("total_sold").notNull().default(0),
    average_rating: real("average_rating").notNull().default(0),
    reviews_count: integer("reviews_count").notNull().default(0),
    // Names and descriptions of both languages, HTML stripped, lower-cased and
    // Arabic-normalised (see src/lib/shared/normalize.ts): what search matches against.
    search_text: text("search_text").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("products_store_idx").on(t.store_id), index("products_featured_idx").on(t.is_featured)],
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
  (t) => [primaryKey({ columns: [t.product_id, t.category_id] }), index("product_categories_category_idx").on(t.category_id)],
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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("branch_products_uq").on(t.branch_id, t.product_id), index("branch_products_product_idx").on(t.product_id)],
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
