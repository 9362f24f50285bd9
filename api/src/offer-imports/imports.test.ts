// Offers from a spreadsheet: the dry run, all-or-nothing apply, tenancy, Arabic files, XLSX,
// stock moved by the file's change (never overselling an order placed meanwhile) and the
// export's round trip.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createBranch, createListing, createProduct, createUser, db, tokenFor, unique } from "../../test/factories";
import { createOwnedBranch } from "../../test/factories";
import { checked, csvFile, rowsOf, upload, uploadChecked, xlsxFile } from "./test-helpers";

const offer = (id: number) => db.select().from(schema.branchProducts).where(eq(schema.branchProducts.id, id)).get();

async function shop() {
  const { store, branch, owner, token } = await createOwnedBranch();
  const second = await createBranch(store, { name: unique("Dokki "), name_ar: unique("الدقي ") });
  const kettle = await createProduct(store);
  const lamp = await createProduct(store);
  const listed = await createListing(branch, kettle, { price: 10000, stock: 10 });
  return { store, branch, second, owner, token, kettle, lamp, listed };
}

describe("offer imports: the dry run", () => {
  it("says what each row would do, with before and after, and changes nothing", async () => {
    const s = await shop();
    const job = await uploadChecked(
      s.token,
      csvFile([
        "sku,branch,price,stock,available",
        `${s.kettle.sku},${s.branch.id},120.50,10,yes`, // price changes
        `${s.lamp.sku},${s.second.name},45,7,`, // a new offer, by the branch's name
        `${s.kettle.sku},${s.second.id},,,`, // new without price and stock
        "NO-SUCH-SKU,1,10,1,yes",
        `${s.kettle.sku},${s.branch.id},100,10,yes`, // the same offer twice
      ]),
    );
    expect(job).toMatchObject({ status: "ready", rows_done: 5, to_add: 1, to_change: 1, unchanged: 0, errors: 3 });
    const rows = await rowsOf(s.token, job.id);
    expect(rows.map((r: { row: number; action: string }) => [r.row, r.action])).toEqual([
      [2, "change"],
      [3, "add"],
      [4, "error"],
      [5, "error"],
      [6, "error"],
    ]);
    expect(rows[0]).toMatchObject({
      before: { price: "100.00", stock: 10, available: true },
      after: { price: "120.50", stock: 10, available: true },
    });
    expect(rows[0].product).toMatchObject({ id: s.kettle.id });
    expect(rows[1]).toMatchObject({ before: null, after: { price: "45.00", stock: 7, available: true }, branch_id: s.second.id });
    expect(rows[2].error).toBe("A new offer needs a price and a stock.");
    expect(rows[3].error).toBe('No product has the SKU "NO-SUCH-SKU".');
    expect(rows[4].error).toBe("Row 2 already sets this product at this branch.");
    expect(await offer(s.listed.id)).toMatchObject({ price: 10000, stock: 10 });
    expect(await db.select().from(schema.branchProducts).where(eq(schema.branchProducts.product_id, s.lamp.id))).toEqual([]);
  });

  it("reads an Arabic file: byte-order mark, Arabic headers and branch names, Arabic-Indic digits, semicolons; errors in Arabic", async () => {
    const s = await shop();
    const job = await uploadChecked(
      s.token,
      csvFile(
        ["رمز المنتج;الفرع;السعر;المخزون;متاح", `${s.kettle.sku};${s.branch.id};١٢٠٫٥٠;٣;نعم`, `${s.lamp.sku};${s.second.name_ar};٠;٥;لا`],
        "عروض.csv",
        true,
      ),
      "ar",
    );
    expect(job).toMatchObject({ status: "ready", to_change: 1, errors: 1, file_name: "عروض.csv" });
    const rows = await rowsOf(s.token, job.id);
    expect(rows[0]).toMatchObject({ action: "change", after: { price: "120.50", stock: 3, available: true } });
    expect(rows[1]).toMatchObject({ action: "error", error: "يجب أن يكون السعر أكبر من 0." });
  });

  it("reads the first sheet of an XLSX file, numbers and shared strings", async () => {
    const s = await shop();
    const job = await uploadChecked(
      s.token,
      xlsxFile([
        ["SKU", "Branch", "Price", "Stock", "Available"],
        [s.kettle.sku, s.branch.id, 99.99, 4, "no"],
        [s.lamp.sku, s.second.name, 12.300000000000001, 2, "yes"],
      ]),
    );
    expect(job).toMatchObject({ status: "ready", format: "xlsx", to_change: 1, to_add: 1, errors: 0 });
    const rows = await rowsOf(s.token, job.id);
    expect(rows[0].after).toEqual({ price: "99.99", stock: 4, available: false });
    expect(rows[1].after).toEqual({ price: "12.30", stock: 2, available: true });
  });

  it("names a branch the manager does not run as unknown, and another store's product as not theirs", async () => {
    const s = await shop();
    const manager = await createUser({ role: "branch_owner" });
    await db.insert(schema.responsibles).values({ user_id: manager.id, branch_id: s.second.id });
    const other = await createOwnedBranch();
    const foreign = await createProduct(other.store);
    const token = await tokenFor(manager);
    const job = await uploadChecked(
      token,
      csvFile([
        "sku,branch,price,stock",
        `${s.kettle.sku},${s.branch.id},1,1`,
        `${s.lamp.sku},${s.second.id},5,5`,
        `${foreign.sku},${s.second.id},5,5`,
      ]),
    );
    const rows = await rowsOf(token, job.id);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(["error", "add", "error"]);
    expect(rows[0].error).toBe(`No branch you run is "${s.branch.id}".`);
    expect(rows[2].error).toBe(`Branch "${s.second.id}" belongs to another store than this product.`);
  });

  it("refuses a whole file it cannot read: missing columns, not UTF-8, no rows; and a picture at the door", async () => {
    const s = await shop();
    expect(await uploadChecked(s.token, csvFile(["price,stock", "1,2"]))).toMatchObject({
      status: "failed",
      failure: "The header lacks these columns: sku, branch.",
    });
    expect(await uploadChecked(s.token, csvFile(["sku,branch"]))).toMatchObject({
      status: "failed",
      failure: "The file has no rows under its header.",
    });
    const latin1 = new Uint8Array([...new TextEncoder().encode(`sku,branch\n${"x,1\n".repeat(1200)}`), 0xe9, 0x0a]);
    expect(await uploadChecked(s.token, new File([latin1], "latin.csv"))).toMatchObject({
      status: "failed",
      failure: expect.stringContaining("not UTF-8"),
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], "x.csv");
    expect((await upload(s.token, png)).status).toBe(415);
    const none = await api("POST", "/api/offer-imports/", { token: s.token, form: new FormData() });
    expect(none).toMatchObject({ status: 400, data: { file: ["This field is required."] } });
  });
});

describe("offer imports: applying", () => {
  it("applies every row or none: a file with an error applies nothing", async () => {
    const s = await shop();
    const job = await uploadChecked(s.token, csvFile(["sku,branch,price", `${s.kettle.sku},${s.branch.id},150`, `nope,${s.branch.id},1`]));
    const res = await api("POST", `/api/offer-imports/${job.id}/apply/`, { token: s.token });
    expect(res.status).toBe(409);
    expect(res.data.detail).toContain("Nothing was applied");
    expect(await offer(s.listed.id)).toMatchObject({ price: 10000 });
  });

  it("changes and adds the offers once, audited as one entry with the counts", async () => {
    const s = await shop();
    const job = await uploadChecked(
      s.token,
      csvFile(["sku,branch,price,stock,available", `${s.kettle.sku},${s.branch.id},150,12,no`, `${s.lamp.sku},${s.second.id},45,7,yes`]),
    );
    const res = await api("POST", `/api/offer-imports/${job.id}/apply/`, { token: s.token });
    expect(res).toMatchObject({ status: 200, data: { status: "applied" } });
    expect(await offer(s.listed.id)).toMatchObject({ price: 15000, stock: 12, is_available: false });
    const added = await db.select().from(schema.branchProducts).where(eq(schema.branchProducts.product_id, s.lamp.id)).get();
    expect(added).toMatchObject({ branch_id: s.second.id, price: 4500, stock: 7, is_available: true, product_sku: s.lamp.sku });
    const again = await api("POST", `/api/offer-imports/${job.id}/apply/`, { token: s.token });
    expect(again.status).toBe(409);
    const audit = await env.DB.prepare("select after, store_id from audit_log where object_type = 'offer_import' and object_id = ?1")
      .bind(job.id)
      .all();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ store_id: s.store.id });
    expect(JSON.parse(String(audit.results[0].after))).toEqual({ file_name: "offers.csv", added: 1, changed: 1 });
  });

  it("two applies at once apply once", async () => {
    const s = await shop();
    const job = await uploadChecked(s.token, csvFile(["sku,branch,stock", `${s.kettle.sku},${s.branch.id},15`]));
    const answers = await Promise.all([1, 2, 3].map(() => api("POST", `/api/offer-imports/${job.id}/apply/`, { token: s.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await offer(s.listed.id)).toMatchObject({ stock: 15 });
  });

  it("moves stock by the file's change, so units sold after the dry run stay sold; below zero applies nothing", async () => {
    const s = await shop();
    const up = await uploadChecked(s.token, csvFile(["sku,branch,stock", `${s.kettle.sku},${s.branch.id},15`]));
    const down = await uploadChecked(s.token, csvFile(["sku,branch,stock,price", `${s.kettle.sku},${s.branch.id},2,101`]));
    // An order takes 8 of the 10 units meanwhile.
    await db.update(schema.branchProducts).set({ stock: 2 }).where(eq(schema.branchProducts.id, s.listed.id));
    const stale = await api("POST", `/api/offer-imports/${down.id}/apply/`, { token: s.token });
    expect(stale).toMatchObject({ status: 409, data: { detail: expect.stringContaining("(row 2)") } });
    expect(await offer(s.listed.id)).toMatchObject({ stock: 2, price: 10000 });
    expect((await api("POST", `/api/offer-imports/${up.id}/apply/`, { token: s.token })).status).toBe(200);
    expect(await offer(s.listed.id)).toMatchObject({ stock: 7 });
  });

  it("keeps another merchant's import to its uploader", async () => {
    const s = await shop();
    const job = await uploadChecked(s.token, csvFile(["sku,branch,stock", `${s.kettle.sku},${s.branch.id},15`]));
    const stranger = await createOwnedBranch();
    expect((await api("GET", `/api/offer-imports/${job.id}/`, { token: stranger.token })).status).toBe(404);
    expect((await api("POST", `/api/offer-imports/${job.id}/apply/`, { token: stranger.token })).status).toBe(404);
    const customer = await tokenFor(await createUser());
    expect((await api("GET", `/api/offer-imports/${job.id}/`, { token: customer })).status).toBe(403);
    expect((await api("GET", `/api/offer-imports/${job.id}/`)).status).toBe(401);
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    expect((await api("GET", `/api/offer-imports/${job.id}/`, { token: admin })).status).toBe(200);
  });
});

describe("offer exports", () => {
  it("round-trips: export, import unchanged (all rows unchanged), export again gives the same bytes", async () => {
    const s = await shop();
    await createListing(s.second, s.lamp, { price: 4550, stock: 0, is_available: false });
    const first = await api("GET", `/api/offer-exports/?store=${s.store.id}`, { token: s.token, headers: { "accept-language": "ar" } });
    expect(first.status).toBe(200);
    const text = first.data as string;
    // The byte-order mark Excel needs for Arabic (the test client's text() drops it).
    const raw = await SELF.fetch(`http://api.test/api/offer-exports/?store=${s.store.id}`, { headers: { authorization: `Bearer ${s.token}` } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split("\r\n")[0]).toBe("sku,branch,price,stock,available,product,branch_name");
    expect(text).toContain(`${s.lamp.sku},${s.second.id},45.50,0,no,`);
    const job = await uploadChecked(s.token, new File([text], "export.csv"));
    expect(job).toMatchObject({ status: "ready", to_add: 0, to_change: 0, unchanged: 2, errors: 0 });
    expect((await api("POST", `/api/offer-imports/${job.id}/apply/`, { token: s.token })).status).toBe(200);
    const second = await api("GET", `/api/offer-exports/?store=${s.store.id}`, { token: s.token, headers: { "accept-language": "ar" } });
    expect(second.data).toBe(text);
  });

  it("streams an export of more offers than one page, each once, in id order", async () => {
    const s = await shop();
    const sku = unique("bulk-");
    // 1,100 products and their offers in two statements (a page of the export is 1,000).
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 1100)
       insert into products (store_id, name, sku, base_price, search_text) select ?1, 'Bulk ' || i, ?2 || i, 1000, 'bulk' from n`,
    )
      .bind(s.store.id, sku)
      .run();
    await env.DB.prepare(
      "insert into branch_products (branch_id, product_id, price, stock) select ?1, id, 1000 + id % 7, id % 13 from products where sku like ?2",
    )
      .bind(s.second.id, `${sku}%`)
      .run();
    const res = await api("GET", `/api/offer-exports/?branch=${s.second.id}`, { token: s.token });
    const lines = (res.data as string).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1101);
    expect(new Set(lines).size).toBe(1101);
    expect(lines.filter((l) => l.startsWith("sku,"))).toHaveLength(1);
  });

  it("exports only what the caller runs", async () => {
    const s = await shop();
    const other = await createOwnedBranch();
    expect((await api("GET", `/api/offer-exports/?store=${other.store.id}`, { token: s.token })).status).toBe(403);
    expect((await api("GET", `/api/offer-exports/?branch=${other.branch.id}`, { token: s.token })).status).toBe(403);
    const mine = await api("GET", "/api/offer-exports/", { token: s.token });
    expect((mine.data as string).split("\r\n").filter(Boolean)).toHaveLength(2);
  });
});

// The upload waits for the queue; this keeps a failed check visible rather than hanging.
it("an upload answers 202 and checks in the background", async () => {
  const s = await shop();
  const res = await upload(s.token, csvFile(["sku,branch,stock", `${s.kettle.sku},${s.branch.id},15`]));
  expect(res).toMatchObject({ status: 202, data: { status: "checking", format: "csv" } });
  expect(await checked(s.token, res.data.id)).toMatchObject({ status: "ready", to_change: 1 });
});
