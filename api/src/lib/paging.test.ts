// Every paged list, given page numbers no list has: a clear 404 "Invalid page.", never a 500
// (a page of 1e20 once overflowed SQLite's OFFSET), and real pages still work.
import { describe, expect, it } from "vitest";
import { api, createProduct, createStore, createUser, tokenFor } from "../../test/factories";

const ODD_PAGES = ["1e20", "99999999999999999999", "9007199254740993", "83333334", "1e3", "0x10", "2.5", "-1", "0", "abc", "%E0%A4%A", "１"];

describe("paged lists refuse page numbers they cannot have", async () => {
  const admin = await createUser({ role: "super_admin" });
  const token = await tokenFor(admin);
  const product = await createProduct(await createStore());
  const lists = [
    "/api/products/",
    `/api/products/${product.id}/reviews/`,
    "/api/branch-products/",
    "/api/stores/",
    "/api/themes/",
    "/api/branches/",
    "/api/responsibles/",
    "/api/orders/",
    "/api/cashbacks/",
    "/api/wishlist/",
  ];

  it.each(lists)("%s: every odd page is a 404, the first page a 200", async (path) => {
    for (const page of ODD_PAGES) {
      const res = await api("GET", `${path}?page=${page}`, { token });
      expect([page, res.status, res.data]).toEqual([page, 404, { detail: "Invalid page." }]);
    }
    expect((await api("GET", `${path}?page=1`, { token })).status).toBe(200);
    expect((await api("GET", `${path}?page=1&page_size=1e9`, { token })).status).toBe(200);
  });
});
