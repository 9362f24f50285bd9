import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Governorate } from "#contract/areas";
import { $areaTree, findArea, loadAreaTree, resetAreaTree, searchAreas } from "./areas";

const TREE: Governorate[] = [
  {
    id: 1,
    code: "C",
    name: "Cairo",
    name_ar: "القاهرة",
    areas: [
      { id: 10, name: "Maadi", name_ar: "المعادي" },
      { id: 11, name: "Heliopolis", name_ar: "مصر الجديدة" },
    ],
  },
  {
    id: 2,
    code: "GZ",
    name: "Giza",
    name_ar: "الجيزة",
    areas: [
      { id: 20, name: "6th of October", name_ar: "السادس من أكتوبر" },
      { id: 21, name: "Dokki", name_ar: "الدقي" },
    ],
  },
];

beforeEach(() => resetAreaTree());

describe("the area picker's search", () => {
  it("finds an area by either language's name, Arabic letter forms folded", () => {
    expect(searchAreas(TREE, "maadi", null).map((a) => a.id)).toEqual([10]);
    expect(searchAreas(TREE, "المعادى", null).map((a) => a.id)).toEqual([10]);
    expect(searchAreas(TREE, "اكتوبر", null).map((a) => a.id)).toEqual([20]);
    expect(searchAreas(TREE, "October 6th", null).map((a) => a.id)).toEqual([20]);
  });

  it("a governorate's name lists its areas; a chosen governorate keeps to its own", () => {
    expect(searchAreas(TREE, "giza", null).map((a) => a.id)).toEqual([20, 21]);
    expect(searchAreas(TREE, "", 1).map((a) => a.id)).toEqual([10, 11]);
    expect(searchAreas(TREE, "dokki", 1)).toEqual([]);
    // Nothing typed and no governorate: nothing to list yet.
    expect(searchAreas(TREE, "", null)).toEqual([]);
  });

  it("gives an area with its governorate, as addresses name it", () => {
    expect(findArea(TREE, 21)).toEqual({
      id: 21,
      name: "Dokki",
      name_ar: "الدقي",
      governorate: { id: 2, code: "GZ", name: "Giza", name_ar: "الجيزة" },
    });
    expect(findArea(TREE, 99)).toBeNull();
    expect(findArea(TREE, null)).toBeNull();
  });
});

describe("the tree", () => {
  it("is asked for once, and again after a failure", async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(new Response("no", { status: 503 }))
      .mockResolvedValueOnce(Response.json(TREE)) as unknown as typeof fetch;
    await loadAreaTree(fetcher);
    expect($areaTree.get().status).toBe("error");
    await loadAreaTree(fetcher);
    await loadAreaTree(fetcher);
    expect($areaTree.get()).toEqual({ status: "ready", tree: TREE });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
