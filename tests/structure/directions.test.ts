import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { breach, breaches, target } from "./directions";

const root = fileURLToPath(new URL("../..", import.meta.url));
const land = (from: string, specifier: string, isTest = false) =>
  breach(
    from,
    specifier,
    target(from, specifier, () => false),
    isTest,
  );

describe("the folders' directions", () => {
  it("hold in the repository: no import crosses between the site and the API", () => {
    expect(breaches(root)).toEqual([]);
  });

  it("refuse each way of crossing", () => {
    expect(land("api/src/orders/routes.ts", "../../../src/lib/format")).toMatch(/imports the site/);
    expect(land("api/db/schema.ts", "../../src/lib/shared/order-rules")).toMatch(/imports the site/);
    expect(land("shared/money.ts", "#contract/orders")).toMatch(/shared\/ imports neither/);
    expect(land("shared/money.ts", "../api/db/schema")).toMatch(/shared\/ imports neither/);
    expect(land("src/lib/x.ts", "../../api/db/schema")).toMatch(/only through the contract/);
    expect(land("src/lib/x.ts", "../../shared/money")).toMatch(/by alias/);
    expect(land("src/lib/x.ts", "../../api/contract/orders")).toMatch(/by alias/);
    expect(land("api/src/x.ts", "../../shared/money")).toMatch(/by alias/);
    expect(land("api/contract/orders.ts", "../src/orders/checkout")).toMatch(/built from the tables/);
  });

  it("let each side import what it owns and what it may", () => {
    expect(land("src/lib/x.ts", "#contract")).toBeUndefined();
    expect(land("src/lib/x.ts", "#shared/money")).toBeUndefined();
    expect(land("src/lib/x.ts", "./y")).toBeUndefined();
    expect(land("api/src/x.ts", "#contract/orders")).toBeUndefined();
    expect(land("api/contract/orders.ts", "../db/schema")).toBeUndefined();
    expect(land("api/contract/document.test.ts", "../src/openapi/document", true)).toBeUndefined();
    expect(land("tests/e2e/x.ts", "../../src/lib/format")).toBeUndefined();
  });
});
