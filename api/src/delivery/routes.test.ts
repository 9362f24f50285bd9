// GET/PUT /branches/{id}/delivery/: the settings a merchant fills in, checked whole, replaced in
// one batch with their audit record, and only for those who run the branch.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createOwnedBranch } from "../../test/factories";

const CAIRO = 1;
const GIZA = 2;
const settings = {
  free_over: "500.00",
  governorates: [
    { governorate_id: CAIRO, fee: "30.00", estimate: "same_day", areas: [{ area_id: 1046, fee: "50.00" }] },
    { governorate_id: GIZA, fee: 45, estimate: "1_2_days", whole: false, areas: [{ area_id: 2013 }, { area_id: 2014, fee: "60" }] },
  ],
  pickup: { enabled: true, address: "12 Tahrir St, Dokki", hours: "10:00-22:00", hold_days: 5 },
};
const stored = {
  free_over: "500.00",
  governorates: [
    { governorate_id: CAIRO, fee: "30.00", estimate: "same_day", whole: true, areas: [{ area_id: 1046, fee: "50.00" }] },
    {
      governorate_id: GIZA,
      fee: "45.00",
      estimate: "1_2_days",
      whole: false,
      areas: [
        { area_id: 2013, fee: null },
        { area_id: 2014, fee: "60.00" },
      ],
    },
  ],
  pickup: { enabled: true, address: "12 Tahrir St, Dokki", hours: "10:00-22:00", hold_days: 5 },
};
const rowsOf = async (branchId: number) =>
  Promise.all(
    ["branch_delivery", "branch_delivery_governorates", "branch_delivery_areas"].map(
      async (table) => (await env.DB.prepare(`select * from ${table} where branch_id = ?1`).bind(branchId).all()).results,
    ),
  );
const auditOf = async (branchId: number) =>
  (
    await env.DB.prepare("select action, object_type, before, after from audit_log where object_type = 'branch' and object_id = ?1")
      .bind(branchId)
      .all()
  ).results;

describe("a branch's delivery settings", () => {
  it("start empty: a branch never set up neither delivers nor offers pickup", async () => {
    const { branch, token } = await createOwnedBranch();
    const res = await api("GET", `/api/branches/${branch.id}/delivery/`, { token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      branch_id: branch.id,
      free_over: null,
      governorates: [],
      pickup: { enabled: false, address: "", hours: "", hold_days: 3 },
    });
  });

  it("are replaced whole, stored in piasters, answered as amounts, with one audit record of what changed", async () => {
    const { branch, token } = await createOwnedBranch();
    const put = await api("PUT", `/api/branches/${branch.id}/delivery/`, { token, json: settings });
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    expect(put.data).toEqual({ branch_id: branch.id, ...stored });
    expect((await api("GET", `/api/branches/${branch.id}/delivery/`, { token })).data).toEqual(put.data);
    const [[row], govs, areas] = await rowsOf(branch.id);
    expect(row).toMatchObject({ free_over: 50_000, pickup: 1, pickup_hold_days: 5 });
    expect(govs.map((g) => g.fee)).toEqual([3_000, 4_500]);
    expect(areas.map((a) => [a.area_id, a.fee])).toEqual([
      [1046, 5_000],
      [2013, null],
      [2014, 6_000],
    ]);
    const [record] = await auditOf(branch.id);
    expect(record).toMatchObject({ action: "update", object_type: "branch" });
    expect(JSON.parse(String(record.after))).toEqual({ delivery: stored });

    // The same settings again change nothing and record nothing; fewer governorates drop the rest.
    await api("PUT", `/api/branches/${branch.id}/delivery/`, { token, json: settings });
    expect(await auditOf(branch.id)).toHaveLength(1);
    const less = await api("PUT", `/api/branches/${branch.id}/delivery/`, {
      token,
      json: { governorates: [settings.governorates[0]], pickup: { enabled: false } },
    });
    expect(less.data).toMatchObject({ free_over: null, governorates: [stored.governorates[0]], pickup: { enabled: false } });
    expect((await rowsOf(branch.id))[2]).toHaveLength(1);
  });

  it("take every governorate and hundreds of areas in one change (D1's 100 values a statement)", async () => {
    const { branch, token } = await createOwnedBranch();
    const tree = (await api("GET", "/api/areas/")).data as { id: number; areas: { id: number }[] }[];
    const all = tree.map((g) => ({
      governorate_id: g.id,
      fee: "25",
      estimate: "3_5_days",
      whole: false,
      areas: g.areas.map((a) => ({ area_id: a.id })),
    }));
    const res = await api("PUT", `/api/branches/${branch.id}/delivery/`, { token, json: { governorates: all, pickup: { enabled: false } } });
    expect(res.status, JSON.stringify(res.data).slice(0, 300)).toBe(200);
    const [, govs, areas] = await rowsOf(branch.id);
    expect([govs.length, areas.length]).toEqual([27, tree.flatMap((g) => g.areas).length]);
  });

  it.each([
    [
      { ...settings, governorates: [{ governorate_id: 99, fee: "10", estimate: "same_day" }] },
      { governorates: ['Invalid pk "99" - object does not exist.'] },
    ],
    [
      { ...settings, governorates: [{ governorate_id: CAIRO, fee: "10", estimate: "same_day", areas: [{ area_id: 2013 }] }] },
      { governorates: ["Area 2013 is not in governorate 1."] },
    ],
    [{ ...settings, governorates: [settings.governorates[0], settings.governorates[0]] }, { governorates: ["Governorate 1 is listed twice."] }],
    [
      { ...settings, governorates: [{ ...settings.governorates[0], areas: [{ area_id: 1030 }, { area_id: 1030 }] }] },
      { governorates: ["Area 1030 is listed twice."] },
    ],
    [{ ...settings, pickup: { enabled: true, address: "", hours: "9-5" } }, { pickup: ["Pickup needs the branch's address and opening hours."] }],
    [
      { ...settings, pickup: { enabled: true, address: "x", hours: "y", hold_days: 30 } },
      { pickup: ["hold_days must be a whole number from 1 to 14."] },
    ],
    [{ ...settings, free_over: "-5" }, { free_over: ["Enter a valid amount with at most 2 decimal places."] }],
    [
      { ...settings, governorates: [{ governorate_id: CAIRO, fee: "10", estimate: "tomorrow" }] },
      { governorates: ["Select a valid choice. tomorrow is not one of the available choices."] },
    ],
    [{ pickup: { enabled: false } }, { governorates: ["This field is required."] }],
  ])("refuse a bad setting with a message on its field and change nothing (%#)", async (json, errors) => {
    const { branch, token } = await createOwnedBranch();
    await api("PUT", `/api/branches/${branch.id}/delivery/`, { token, json: settings });
    const before = await rowsOf(branch.id);
    const res = await api("PUT", `/api/branches/${branch.id}/delivery/`, { token, json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await rowsOf(branch.id)).toEqual(before);
  });

  it("answer in Arabic for an Arabic caller, and 404 for a branch that does not exist", async () => {
    const { branch, token } = await createOwnedBranch();
    const json = { ...settings, governorates: [{ governorate_id: CAIRO, fee: "10", estimate: "same_day", areas: [{ area_id: 2013 }] }] };
    const res = await api("PUT", `/api/branches/${branch.id}/delivery/`, { token, json, headers: { "accept-language": "ar" } });
    expect(res.data).toEqual({ governorates: ["المنطقة 2013 ليست ضمن المحافظة 1."] });
    expect((await api("GET", "/api/branches/999999999/delivery/", { token })).status).toBe(404);
  });

  describe("GET", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 403, superAdmin: 200 },
      { call: ({ world, token }) => api("GET", `/api/branches/${world.target.branch.id}/delivery/`, { token }) },
    );
  });

  describe("PUT", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 403, superAdmin: 200 },
      {
        call: ({ world, token }) => api("PUT", `/api/branches/${world.target.branch.id}/delivery/`, { token, json: settings }),
        state: ({ world }) => rowsOf(world.target.branch.id),
        allowed: async ({ world }) => expect((await rowsOf(world.target.branch.id))[1]).toHaveLength(2),
      },
    );
  });
});
