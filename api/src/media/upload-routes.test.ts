// Every route that takes an image file refuses the same broken or oversized files, with the
// field's message in English and Arabic, and stores nothing (no R2 object, no row changed);
// whole small files are accepted. One table of routes, one loop of cases.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, productImages, products, stores, themes } from "../../db/schema";
import { api, createCategory, createProduct, createStore, createTheme, createUser, db, storedKeys, tokenFor, unique } from "../../test/factories";
import { MAX_IMAGE_SIDE } from "./inspect";
import { asFile, flipped, gifBytes, jpegBytes, pngBytes, pngOver5Mb } from "./test-helpers";

type Fields = Record<string, string | File>;
type Sent = Awaited<ReturnType<typeof api>>;

interface Route {
  name: string;
  /** The file field. */
  field: string;
  gif: boolean;
  okStatus: number;
  /** Makes the route's own data; returns how to send a file and what a refusal must leave as it was. */
  prepare(token: string): Promise<{ send(file: File, headers?: Record<string, string>): Promise<Sent>; state(): Promise<unknown> }>;
}

const formOf = (fields: Fields) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

const sender = (method: string, path: string, token: string, fields: () => Fields, field: string) => (file: File, headers?: Record<string, string>) =>
  api(method, path, { token, headers, form: formOf({ ...fields(), [field]: file }) });

const byId = <T>(rows: Promise<T[]>) => rows.then((r) => r[0] ?? null);

const themeRoutes = (field: string): Route[] => [
  {
    name: `POST /themes/ (${field})`,
    field,
    gif: false,
    okStatus: 201,
    async prepare(token) {
      const store = await createStore();
      const name = unique("Theme ");
      return {
        // `store`: which store a new theme is for, where the API asks for it (ignored otherwise).
        send: sender("POST", "/api/themes/", token, () => ({ name, store: String(store.id) }), field),
        state: () => db.select().from(themes).where(eq(themes.name, name)),
      };
    },
  },
  {
    name: `PATCH /themes/{id}/ (${field})`,
    field,
    gif: false,
    okStatus: 200,
    async prepare(token) {
      const theme = await createTheme();
      return {
        send: sender("PATCH", `/api/themes/${theme.id}/`, token, () => ({ primary_color: "#123456" }), field),
        state: () => byId(db.select().from(themes).where(eq(themes.id, theme.id))),
      };
    },
  },
  {
    name: `POST /stores/{id}/theme/ (${field})`,
    field,
    gif: false,
    okStatus: 200,
    async prepare(token) {
      const store = await createStore();
      return {
        send: sender("POST", `/api/stores/${store.id}/theme/`, token, () => ({ primary_color: "#123456" }), field),
        state: async () => {
          const row = await byId(db.select().from(stores).where(eq(stores.id, store.id)));
          return { row, theme: row?.theme_id ? await byId(db.select().from(themes).where(eq(themes.id, row.theme_id))) : null };
        },
      };
    },
  },
];

const ROUTES: Route[] = [
  {
    name: "POST /products/",
    field: "image",
    gif: false,
    okStatus: 201,
    async prepare(token) {
      const store = await createStore();
      const sku = unique("sku-");
      return {
        send: sender(
          "POST",
          "/api/products/",
          token,
          () => ({ name: unique("Product "), sku, base_price: "12.00", store: String(store.id) }),
          "image",
        ),
        state: () => db.select().from(products).where(eq(products.sku, sku)),
      };
    },
  },
  {
    name: "PATCH /products/{id}/",
    field: "image",
    gif: false,
    okStatus: 200,
    async prepare(token) {
      const product = await createProduct(await createStore());
      return {
        send: sender("PATCH", `/api/products/${product.id}/`, token, () => ({ name: "Renamed" }), "image"),
        state: async () => ({
          row: await byId(db.select().from(products).where(eq(products.id, product.id))),
          images: await db.select().from(productImages).where(eq(productImages.product_id, product.id)),
        }),
      };
    },
  },
  {
    name: "POST /products/{id}/add-images/",
    field: "images",
    gif: true,
    okStatus: 201,
    async prepare(token) {
      const product = await createProduct(await createStore());
      return {
        send: sender("POST", `/api/products/${product.id}/add-images/`, token, () => ({}), "images"),
        state: () => db.select().from(productImages).where(eq(productImages.product_id, product.id)),
      };
    },
  },
  {
    name: "POST /products/categories/",
    field: "image",
    gif: false,
    okStatus: 201,
    async prepare(token) {
      const name = unique("Category ");
      return {
        send: sender("POST", "/api/products/categories/", token, () => ({ name }), "image"),
        state: () => db.select().from(categories).where(eq(categories.name, name)),
      };
    },
  },
  {
    name: "PATCH /products/categories/{id}/",
    field: "image",
    gif: false,
    okStatus: 200,
    async prepare(token) {
      const category = await createCategory();
      return {
        send: sender("PATCH", `/api/products/categories/${category.id}/`, token, () => ({}), "image"),
        state: () => byId(db.select().from(categories).where(eq(categories.id, category.id))),
      };
    },
  },
  ...themeRoutes("logo"),
  ...themeRoutes("background_image_desktop"),
];

const DAMAGED = "The image file is damaged or incomplete.";
const DIMENSIONS = "Image dimensions must be at most 6000 pixels on each side.";
const png = pngBytes(4, 4);

/** name, file, the message for it (the gallery route says "File size" where the others say "Image size"). */
const REFUSED: [string, () => File, (route: Route) => string][] = [
  ["a truncated PNG", () => asFile(png.subarray(0, png.length - 20), "cut.png", "image/png"), () => DAMAGED],
  ["a PNG with a bad CRC", () => asFile(flipped(png, -13), "crc.png", "image/png"), () => DAMAGED],
  ["a PNG whose header claims 50000 x 50000", () => asFile(pngBytes(50000, 50000), "bomb.png", "image/png"), () => DIMENSIONS],
  [`a PNG ${MAX_IMAGE_SIDE + 1} px wide`, () => asFile(pngBytes(MAX_IMAGE_SIDE + 1, 1), "wide.png", "image/png"), () => DIMENSIONS],
  [`a JPEG ${MAX_IMAGE_SIDE + 1} px tall`, () => asFile(jpegBytes(1, MAX_IMAGE_SIDE + 1), "tall.jpg", "image/jpeg"), () => DIMENSIONS],
  ["a JPEG without its EOI marker", () => asFile(jpegBytes(8, 8, { eoi: false }), "cut.jpg", "image/jpeg"), () => DAMAGED],
  [
    "a GIF without its trailer",
    () => asFile(gifBytes(2, 2, { trailer: false }), "cut.gif", "image/gif"),
    (r) => (r.gif ? DAMAGED : "Please upload a JPEG or PNG image."),
  ],
  [
    "a PNG over 5 MB",
    () => asFile(pngOver5Mb(), "big.png", "image/png"),
    (r) => (r.field === "images" ? "File size must be less than 5MB." : "Image size must be less than 5MB."),
  ],
];

/** The gallery route names each refused file in its message. */
const messageFor = (route: Route, file: File, message: string) => (route.field === "images" ? `${file.name}: ${message}` : message);

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

describe.each(ROUTES)("$name", (route) => {
  it.each(REFUSED)("refuses %s with 400 and stores nothing", async (_, makeFile, message) => {
    const { send, state } = await route.prepare(await adminToken());
    const [before, keys] = [await state(), await storedKeys()];
    const file = makeFile();
    const res = await send(file);
    expect(res.status).toBe(400);
    expect(res.data[route.field]).toEqual([messageFor(route, file, message(route))]);
    expect(await storedKeys()).toEqual(keys);
    expect(await state()).toEqual(before);
  });

  it("says why in Arabic when the caller prefers Arabic", async () => {
    const { send } = await route.prepare(await adminToken());
    const file = asFile(pngBytes(4, 4).subarray(0, 40), "cut.png", "image/png");
    const res = await send(file, { "accept-language": "ar-EG,ar;q=0.9" });
    expect(res.status).toBe(400);
    expect(res.data[route.field]).toEqual([messageFor(route, file, "ملف الصورة تالف أو غير مكتمل.")]);
  });

  const accepted = [
    ["PNG", () => asFile(pngBytes(3, 2), "ok.png", "image/png")],
    ["JPEG", () => asFile(jpegBytes(3, 2), "ok.jpg", "image/jpeg")],
    ...(route.gif ? [["GIF", () => asFile(gifBytes(3, 2), "ok.gif", "image/gif")] as const] : []),
  ] as const;
  it.each(accepted)("accepts a whole small %s and stores it", async (_, makeFile) => {
    const { send } = await route.prepare(await adminToken());
    const keys = await storedKeys();
    const res = await send(makeFile());
    expect(res.status).toBe(route.okStatus);
    expect((await storedKeys()).filter((k) => !keys.includes(k))).toHaveLength(1);
  });
});
