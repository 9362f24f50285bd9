import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FILTERED_SCRIPT } from "./filtered-head";
import { FILTERED_ATTR, isFiltered, readProductsQuery } from "./products-query";

/** Runs the head script as a browser would, on a page with this query string. */
function marks(search: string): boolean {
  const attributes = new Map<string, string>();
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  runInNewContext(FILTERED_SCRIPT, { location: { search }, document, URLSearchParams });
  return attributes.has(FILTERED_ATTR);
}

const cases: [string, boolean][] = [
  ["", false],
  ["?page=2", true],
  ["?page=1", false],
  ["?page=0", false],
  ["?page=x", false],
  ["?page=2.5", false],
  ["?utm_source=x", false],
  ["?search=%20%20", false],
  ["?search=", false],
  ["?search=rice", true],
  ["?search=%D8%A3%D8%B1%D8%B2", true],
  ["?store=nile-electronics", true],
  ["?category=dairy", true],
  ["?page=2&category=dairy", true],
  ["?page=5&cursor=WzEsMiwzXQ", true],
  ["?cursor=WzEsMiwzXQ", true],
  ["?cursor=%20", false],
];

describe("the products page's filtered-URL test", () => {
  it.each(cases)("%s: filtered = %s, in the head script and in the island alike", (search, expected) => {
    expect(marks(search)).toBe(expected);
    expect(isFiltered(readProductsQuery(search))).toBe(expected);
  });
});
