import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { branch, branchDeleteImpact, managedStore, store, type Theme, theme as themeSchema } from "#contract/stores";
import { answer as contractAnswer, detailAnswer, pageAnswer } from "../../api/answer.test-support";
import { aBranch, aManagedStore, aStore, aTheme } from "../../api/fixtures.test-support";
import {
  $branchesTable,
  $storeChoices,
  $storeThemes,
  branchesApiPath,
  deleteBranch,
  deleteImpact,
  loadBranches,
  loadStoreChoices,
  readBranchesView,
  themeOfBranch,
} from "./admin-branches";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const theme = (id: number, store: number): Theme => aTheme(id, { store, primary_color: "#112233" });

let urls: string[] = [];
function answer(routes: Record<string, () => Response>) {
  urls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? "GET"} ${url}`;
    urls.push(call);
    const route = Object.keys(routes).find((key) => call.startsWith(key));
    return route ? routes[route]() : json(500, {});
  });
}

beforeEach(() => {
  $branchesTable.set({ status: "idle", rows: [], count: 0, key: "" });
  $storeThemes.set({});
  $storeChoices.set({ status: "idle", stores: [], scope: "all" });
});
afterEach(() => vi.unstubAllGlobals());

describe("the Branches tab's view", () => {
  it("reads what the address asks and drops what it cannot be", () => {
    expect(readBranchesView({ store: "4", page: "2" })).toEqual({ store: "4", page: 2 });
    expect(readBranchesView({ store: "all", page: "0" })).toEqual({ store: "", page: 1 });
  });

  it("asks for every branch for a super admin, and for the merchant's own otherwise", () => {
    expect(branchesApiPath({ store: "4", page: 2 }, "all")).toBe("/api/branches/?page_size=12&store=4&page=2");
    expect(branchesApiPath({ store: "", page: 1 }, "managed")).toBe("/api/branches/?page_size=12&managed=true");
  });
});

describe("loading branches", () => {
  it("keeps the page and reads the themes of its stores, once each", async () => {
    answer({
      "GET /api/branches/": () =>
        pageAnswer(branch, [aBranch(1, { store: 9, theme: 31 }), aBranch(2, { store: 9, theme: null }), aBranch(3, { store: 4, theme: 40 })]),
      "GET /api/themes/?store=9": () => pageAnswer(themeSchema, [theme(31, 9)]),
      "GET /api/themes/?store=4": () => pageAnswer(themeSchema, [theme(40, 4)]),
    });
    await loadBranches({ store: "", page: 1 }, "all");
    expect($branchesTable.get()).toMatchObject({ status: "ready", count: 3 });
    expect(urls.filter((u) => u.includes("/themes/")).sort()).toEqual([
      "GET /api/themes/?store=4&page_size=100",
      "GET /api/themes/?store=9&page_size=100",
    ]);
    const themes = $storeThemes.get();
    expect(themeOfBranch({ store: 9, theme: 31 }, themes)?.id).toBe(31);
    expect(themeOfBranch({ store: 9, theme: null }, themes)).toBeUndefined();
    expect(themeOfBranch({ store: 4, theme: 31 }, themes)).toBeUndefined();
  });

  it("shows an error when the branches cannot be read", async () => {
    answer({ "GET /api/branches/": () => json(500, {}) });
    await loadBranches({ store: "", page: 1 }, "managed");
    expect($branchesTable.get()).toMatchObject({ status: "error", rows: [] });
  });

  it("reads every store for the filter, page after page", async () => {
    answer({
      "GET /api/stores/?page_size=100&page=2": () => pageAnswer(store, [aStore(2)], { count: 2, previous: "/api/stores/?page_size=100" }),
      "GET /api/stores/?page_size=100": () => pageAnswer(store, [aStore(1)], { count: 2, next: "/api/stores/?page=2" }),
    });
    await loadStoreChoices();
    expect($storeChoices.get()).toEqual({ status: "ready", stores: [aStore(1), aStore(2)], scope: "all" });
  });

  it("reads only the stores a merchant works in for a merchant", async () => {
    answer({ "GET /api/stores/?page_size=100&managed=true": () => pageAnswer(managedStore, [aManagedStore(7)]) });
    await loadStoreChoices(false, "managed");
    expect($storeChoices.get()).toEqual({ status: "ready", stores: [aManagedStore(7)], scope: "managed" });
  });
});

describe("deleting a branch", () => {
  it("reads what it would take with it", async () => {
    answer({ "GET /api/branches/5/delete-impact/": () => contractAnswer(branchDeleteImpact, { listings: 4, open_orders: 1, closed_orders: 7 }) });
    expect(await deleteImpact(5)).toEqual({ listings: 4, open_orders: 1, closed_orders: 7 });
    answer({});
    expect(await deleteImpact(5)).toBeNull();
  });

  it("passes on the server's refusal while orders are open", async () => {
    answer({ "DELETE /api/branches/5/": () => detailAnswer(409, "This branch has 1 open order.") });
    expect(await deleteBranch(5)).toEqual({ ok: false, status: 409, message: "This branch has 1 open order." });
    answer({ "DELETE /api/branches/5/": () => new Response(null, { status: 204 }) });
    expect(await deleteBranch(5)).toEqual({ ok: true });
  });
});
