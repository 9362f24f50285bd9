import { describe, expect, it } from "vitest";
import { orderShellPath } from "./order-pages";

describe("orderShellPath", () => {
  it.each([
    ["/en/orders/12/", "/en/orders/view/"],
    ["/ar/orders/12", "/ar/orders/view/"],
    ["/en/orders/abc/", "/en/orders/view/"],
    ["/en/orders/view/", null],
    ["/en/orders/", null],
    ["/fr/orders/12/", null],
    ["/en/orders/12/bill/", null],
    ["/api/orders/12/", null],
    ["/en/admin/orders/12/", "/en/admin/orders/view/"],
    ["/ar/admin/orders/7", "/ar/admin/orders/view/"],
    ["/en/admin/orders/view/", null],
    ["/en/admin/orders/", null],
    ["/en/returns/5/", "/en/returns/view/"],
    ["/ar/returns/5", "/ar/returns/view/"],
    ["/en/returns/view/", null],
    ["/en/returns/", null],
    ["/en/returns/5/credit-note/", null],
    ["/en/admin/returns/5/", null],
  ])("%s -> %s", (path, shell) => expect(orderShellPath(path)).toBe(shell));
});
