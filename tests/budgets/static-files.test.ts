// The built site deploys at any catalogue size (docs/decisions/0018): a Workers version holds
// at most 20,000 static files (the Free plan's limit; Paid allows 100,000). Product pages are
// the only files that grow with the catalogue, and at most HEAD_PRODUCTS of them are
// prerendered per language; the rest are rendered on demand. So what this build holds
// besides product pages, plus the most product pages any build can hold, must fit.
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HEAD_PRODUCTS } from "../../src/lib/product/head-cap";

const WORKERS_FILE_LIMIT = 20_000;
const client = join(resolve(process.cwd(), process.env.ASWAQ_DIST ?? "dist"), "client");
const LOCALES = ["en", "ar"];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

describe(`static files of ${client}`, () => {
  it(`stay under ${WORKERS_FILE_LIMIT.toLocaleString("en")} at any catalogue size`, () => {
    expect(existsSync(client), "build the site first").toBe(true);
    const all = files(client);
    const productPages = all.filter((f) => LOCALES.some((l) => f.startsWith(join(client, l, "product") + "/")));
    const rest = all.length - productPages.length;
    console.log(
      `${all.length} static files: ${productPages.length} product pages, ${rest} others; at most ${HEAD_PRODUCTS} products prerendered per language`,
    );
    expect(productPages.length).toBeLessThanOrEqual(HEAD_PRODUCTS * LOCALES.length);
    expect(rest + HEAD_PRODUCTS * LOCALES.length).toBeLessThanOrEqual(WORKERS_FILE_LIMIT);
  });
});
