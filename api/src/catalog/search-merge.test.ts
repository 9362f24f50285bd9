// The search indexes' merge (search-index.ts): the hourly cron's bounded step and the seed's
// full merge leave each index in one segment, and searches find what they found before.
import { env, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, createProduct, createStore, db, unique } from "../../test/factories";
import worker from "../index";
import { searchText } from "./search";
import { mergeSearchIndexes } from "./search-index";

const segments = async (index: "products_fts" | "products_words") =>
  (await db.get<{ n: number }>(sql`select count(distinct segid) as n from ${sql.identifier(`${index}_idx`)}`)).n;

/** Products written one at a time, as shoppers' stores edit them, until both indexes hold several segments. */
async function fragmentedCatalogue(word: string) {
  const store = await createStore();
  const ids: number[] = [];
  while (ids.length < 12 && (ids.length < 2 || (await segments("products_fts")) < 2 || (await segments("products_words")) < 2)) {
    const name = `${word} ${ids.length}`;
    const text = { name, name_ar: "", sku: unique("merge-"), description: "", description_ar: "", short_description: "", short_description_ar: "" };
    ids.push((await createProduct(store, { ...text, search_text: searchText(text) })).id);
  }
  expect(await segments("products_fts")).toBeGreaterThan(1);
  expect(await segments("products_words")).toBeGreaterThan(1);
  return { store, ids };
}

const found = async (store: { id: number }, term: string) =>
  (await api("GET", `/api/products/?store=${store.id}&search=${encodeURIComponent(term)}`)).data.results.map((p: { id: number }) => p.id);

describe("merging the search indexes", () => {
  it("the hourly cron merges each index into one segment, and search answers as before", async () => {
    const word = unique("zq").replace(/[^a-z0-9]/gi, "");
    const { store, ids } = await fragmentedCatalogue(word);
    const before = { long: await found(store, word), short: await found(store, "0") };

    const context = createExecutionContext();
    await worker.scheduled!({ cron: "17 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, context);
    await waitOnExecutionContext(context);

    expect(await segments("products_fts")).toBe(1);
    expect(await segments("products_words")).toBe(1);
    expect(before.long).toEqual([...ids].reverse());
    expect(await found(store, word)).toEqual(before.long);
    expect(await found(store, "0")).toEqual(before.short);
  });

  it("a full merge (the seed's, after a bulk load) does the same", async () => {
    const word = unique("xj").replace(/[^a-z0-9]/gi, "");
    const { store, ids } = await fragmentedCatalogue(word);
    await mergeSearchIndexes(db);
    expect(await segments("products_fts")).toBe(1);
    expect(await segments("products_words")).toBe(1);
    expect(await found(store, word)).toEqual([...ids].reverse());
  });
});
