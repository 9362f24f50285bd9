// GET /areas/: the tree in both languages, searched as the address form does, for anyone.
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api } from "../../test/factories";
import { costOf } from "../../test/list-cost";

type Tree = { id: number; code: string; name: string; name_ar: string; areas: { id: number; name: string; name_ar: string }[] }[];
const ids = (tree: Tree) => tree.flatMap((g) => g.areas.map((a) => a.id));

describe("Egypt's areas", () => {
  it("lists the 27 governorates, Cairo first, each with its areas in both languages", async () => {
    const res = await api("GET", "/api/areas/");
    expect(res.status).toBe(200);
    const tree = res.data as Tree;
    expect(tree).toHaveLength(27);
    expect(tree[0]).toMatchObject({ id: 1, code: "EG-C", name: "Cairo", name_ar: "القاهرة" });
    expect(ids(tree).length).toBeGreaterThanOrEqual(300);
    expect(tree.find((g) => g.code === "EG-GZ")?.areas).toContainEqual({ id: 2013, name: "6th of October City", name_ar: "مدينة السادس من أكتوبر" });
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("finds one place by any of its spellings, in English or Arabic, whatever the letter forms", async () => {
    for (const search of ["6th of October", "6 October", "october", "السادس من أكتوبر", "السادس من اكتوبر", "٦ أكتوبر"]) {
      const res = await api("GET", `/api/areas/?search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
      expect(ids(res.data), search).toContain(2013);
      expect(ids(res.data).length, search).toBeLessThan(5);
    }
    const tagamoa = await api("GET", `/api/areas/?search=${encodeURIComponent("التجمع الخامس")}`);
    expect(ids(tagamoa.data)).toEqual([1046]);
  });

  it("lists a governorate's areas when its name is searched, and words narrow across both", async () => {
    const giza = (await api("GET", "/api/areas/?search=giza")).data as Tree;
    expect(giza.map((g) => g.code)).toEqual(["EG-GZ"]);
    expect(giza[0].areas.length).toBeGreaterThan(20);
    const inCairo = (await api("GET", `/api/areas/?search=${encodeURIComponent("القاهرة مدينة نصر")}`)).data as Tree;
    expect(ids(inCairo)).toEqual([1030]);
    expect((await api("GET", "/api/areas/?search=atlantis")).data).toEqual([]);
  });

  it("reads the database once per isolate, not per request", async () => {
    await api("GET", "/api/areas/");
    const again = await api("GET", "/api/areas/?search=maadi");
    expect(costOf(again.headers)).toEqual({ trips: 0, rowsRead: 0 });
  });

  it("refuses a search longer than a place's name could be, in the caller's language", async () => {
    const res = await api("GET", `/api/areas/?search=${"a".repeat(101)}`, { headers: { "accept-language": "ar" } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ search: ["تأكد من ألا يزيد هذا الحقل على 100 حرفًا."] });
  });

  accessMatrix(
    { guest: 200, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      call: ({ token }) => api("GET", "/api/areas/?search=aswan", { token }),
      allowed: (_, res) => expect((res.data as Tree).map((g) => g.code)).toEqual(["EG-ASN"]),
    },
  );
});
