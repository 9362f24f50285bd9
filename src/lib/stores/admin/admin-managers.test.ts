import { afterEach, describe, expect, it, vi } from "vitest";
import { branch, responsible } from "#contract/stores";
import { detailAnswer, pageAnswer } from "../../api/answer.test-support";
import { aBranch, aResponsible } from "../../api/fixtures.test-support";
import {
  $managerBranches,
  $managersTable,
  loadManagerBranches,
  loadManagers,
  managerOfBranch,
  managersApiPath,
  readManagersView,
  removeManager,
} from "./admin-managers";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
let urls: string[] = [];
function answer(route: (url: string, method: string) => Response) {
  urls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    urls.push(`${init.method ?? "GET"} ${url}`);
    return route(url, init.method ?? "GET");
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the Managers tab's list", () => {
  it("reads the page from the address, anything odd as the first", () => {
    expect(readManagersView({ page: "3" })).toEqual({ search: "", page: 3 });
    expect(readManagersView({ page: "-2" })).toEqual({ search: "", page: 1 });
    expect(managersApiPath({ search: "", page: 1 })).toBe("/api/responsibles/?page_size=20");
    expect(managersApiPath({ search: "", page: 3 })).toBe("/api/responsibles/?page_size=20&page=3");
  });

  it("reads the search from the address, trimmed and no longer than the API takes, and sends it", () => {
    expect(readManagersView({ search: "  Nasr City ", page: "2" })).toEqual({ search: "Nasr City", page: 2 });
    expect(readManagersView({ search: "a".repeat(300) }).search).toHaveLength(254);
    expect(managersApiPath({ search: "50% off & more", page: 1 })).toBe("/api/responsibles/?page_size=20&search=50%25+off+%26+more");
    expect(managersApiPath({ search: "مدينة نصر", page: 2 })).toBe(
      `/api/responsibles/?page_size=20&search=${encodeURIComponent("مدينة").concat("+", encodeURIComponent("نصر"))}&page=2`,
    );
  });

  it("asks the API for the search's page", async () => {
    answer(() => pageAnswer(responsible, []));
    await loadManagers({ search: "sara", page: 1 });
    expect(urls).toEqual(["GET /api/responsibles/?page_size=20&search=sara"]);
    expect($managersTable.get()).toMatchObject({ status: "ready", count: 0, rows: [] });
  });

  it("keeps the rows, reports a failure, and reads a page past the end as empty", async () => {
    answer(() => pageAnswer(responsible, [aResponsible(11)]));
    await loadManagers({ search: "", page: 1 });
    expect($managersTable.get()).toMatchObject({ status: "ready", count: 1, rows: [{ id: 11 }] });
    answer(() => json(500, {}));
    await loadManagers({ search: "", page: 1 });
    expect($managersTable.get()).toMatchObject({ status: "error", rows: [] });
    answer(() => detailAnswer(404, "Invalid page."));
    await loadManagers({ search: "", page: 4 });
    expect($managersTable.get()).toMatchObject({ status: "ready", rows: [], count: 0 });
  });

  it("reads every branch, page after page", async () => {
    answer((url) =>
      url.includes("page=2")
        ? pageAnswer(branch, [aBranch(2)], { count: 2, previous: "/api/branches/?page_size=100" })
        : pageAnswer(branch, [aBranch(1)], { count: 2, next: "/api/branches/?page_size=100&page=2" }),
    );
    await loadManagerBranches();
    expect(urls).toEqual(["GET /api/branches/?page_size=100", "GET /api/branches/?page_size=100&page=2"]);
    expect($managerBranches.get()).toMatchObject({ status: "ready", branches: [{ id: 1 }, { id: 2 }] });
  });

  it("finds a branch's manager row, and removes a manager (one already gone is gone)", async () => {
    answer(() => pageAnswer(responsible, [aResponsible(11)]));
    expect(await managerOfBranch(4)).toEqual(aResponsible(11));
    expect(urls).toEqual(["GET /api/responsibles/?branch=4"]);
    answer(() => new Response(null, { status: 204 }));
    expect(await removeManager(11)).toEqual({ ok: true });
    expect(urls).toEqual(["DELETE /api/responsibles/11/"]);
    answer(() => detailAnswer(404, "Not found."));
    expect(await removeManager(11)).toEqual({ ok: true });
    answer(() => detailAnswer(403, "You do not have permission to perform this action."));
    expect(await removeManager(11)).toEqual({ ok: false, message: "You do not have permission to perform this action." });
  });
});

describe("rereading the branches", () => {
  it("keeps the list on screen while it rereads, and after a failed reread", async () => {
    answer(() => pageAnswer(branch, [aBranch(1)]));
    await loadManagerBranches();
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (release = resolve)));
    const again = loadManagerBranches();
    expect($managerBranches.get()).toMatchObject({ status: "ready", branches: [{ id: 1 }] });
    release(json(500, {}));
    await again;
    expect($managerBranches.get()).toMatchObject({ status: "ready", branches: [{ id: 1 }] });
  });
});
