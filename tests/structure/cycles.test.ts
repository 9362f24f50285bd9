import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cycles, importGraph } from "./cycles";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("import cycles", () => {
  it("none in the site: a part imports shared types from a file of their own, not from its parent", () => {
    expect(cycles(importGraph(root, "src"))).toEqual([]);
  });

  it("none in the API and the shared rules either", () => {
    expect(cycles(importGraph(root, "api"))).toEqual([]);
    expect(cycles(importGraph(root, "shared"))).toEqual([]);
  });

  it("are found, type-only ones too", () => {
    const graph = new Map([
      ["src/islands/cart/CartPage.tsx", ["src/islands/cart/CartRow.tsx", "src/lib/format.ts"]],
      ["src/islands/cart/CartRow.tsx", ["src/islands/cart/CartPage.tsx"]],
      ["src/lib/format.ts", []],
    ]);
    expect(cycles(graph)).toEqual(["src/islands/cart/CartPage.tsx -> src/islands/cart/CartRow.tsx -> src/islands/cart/CartPage.tsx"]);
    expect(
      cycles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });
});
