// GET/PUT /stores/{id}/cod-policy/ and /cod-policy/default/ (issue 29 point 1): a store follows
// the marketplace default until its owner (or a super admin) sets its own; `inherit` drops it
// again; every change is one batch with its audit record; bad input is a 400 per field. The
// marketplace default is shared by every test file, so these tests change only its
// confirmation window, which nothing else reads yet.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createOwnedBranch, createUser, tokenFor } from "../../test/factories";

const own = { max_order: "10000.00", fee: "15.50", confirm: "above_amount", confirm_above: "2000", confirm_window_hours: 12 };
const stored = { max_order: "10000.00", fee: "15.50", confirm: "above_amount", confirm_above: "2000.00", confirm_window_hours: 12 };
const path = (storeId: number) => `/api/stores/${storeId}/cod-policy/`;
const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

const rowOf = async (storeId: number) => env.DB.prepare("select * from cod_policies where store_id = ?1").bind(storeId).first();
const auditOf = async (storeId: number) =>
  (
    await env.DB.prepare(
      "select action, object_type, object_id, store_id, before, after from audit_log where object_type = 'store' and object_id = ?1",
    )
      .bind(storeId)
      .all()
  ).results;
const stateOf = async (storeId: number) => ({ row: await rowOf(storeId), audit: await auditOf(storeId) });

describe("a store's COD policy", () => {
  it("follows the marketplace default until the store sets its own, stored in piasters, answered in EGP, with one audit record", async () => {
    const { store, token } = await createOwnedBranch();
    const first = await api("GET", path(store.id), { token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ store_id: store.id, inherited: true, fee: first.data.default.fee, max_order: first.data.default.max_order });

    const put = await api("PUT", path(store.id), { token, json: own });
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    expect(put.data).toMatchObject({ store_id: store.id, inherited: false, ...stored });
    expect(await rowOf(store.id)).toMatchObject({
      max_order: 1_000_000,
      fee: 1550,
      confirm: "above_amount",
      confirm_above: 200_000,
      confirm_window_hours: 12,
    });
    expect((await api("GET", path(store.id), { token })).data).toEqual(put.data);

    const [record] = await auditOf(store.id);
    expect(record).toMatchObject({ action: "update", object_type: "store", object_id: store.id, store_id: store.id });
    expect(JSON.parse(String(record.before))).toEqual({ cod_policy: "default" });
    expect(JSON.parse(String(record.after))).toEqual({ cod_policy: stored });

    // The same again changes nothing and records nothing.
    expect((await api("PUT", path(store.id), { token, json: own })).status).toBe(200);
    expect(await auditOf(store.id)).toHaveLength(1);
  });

  it("drops confirm_above unless the rule is above_amount, and allows no cap (null)", async () => {
    const { store, token } = await createOwnedBranch();
    const res = await api("PUT", path(store.id), { token, json: { max_order: null, fee: 0, confirm: "first_order", confirm_above: "500" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ max_order: null, fee: "0.00", confirm: "first_order", confirm_above: null, confirm_window_hours: 24 });
  });

  it('follows the default again after {"inherit": true}, audited', async () => {
    const { store, token } = await createOwnedBranch();
    await api("PUT", path(store.id), { token, json: own });
    const res = await api("PUT", path(store.id), { token, json: { inherit: true } });
    expect(res.status).toBe(200);
    expect(res.data.inherited).toBe(true);
    expect(res.data).toMatchObject({ max_order: res.data.default.max_order, fee: res.data.default.fee });
    expect(await rowOf(store.id)).toBeNull();
    const records = await auditOf(store.id);
    expect(records).toHaveLength(2);
    expect(JSON.parse(String(records[1].after))).toEqual({ cod_policy: "default" });
  });

  it("answers bad input with a 400 per field, in English and Arabic, and changes nothing", async () => {
    const { store, token } = await createOwnedBranch();
    const before = await stateOf(store.id);
    const res = await api("PUT", path(store.id), {
      token,
      json: { max_order: "0", fee: "-1", confirm: "sometimes", confirm_window_hours: 500 },
    });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      max_order: ["Ensure this value is greater than 0."],
      fee: ["Enter a valid amount with at most 2 decimal places."],
      confirm: ["Select a valid choice. sometimes is not one of the available choices."],
      confirm_window_hours: ["confirm_window_hours must be a whole number from 1 to 168."],
    });
    const needsAbove = await api("PUT", path(store.id), {
      token,
      json: { max_order: "100", confirm: "above_amount" },
      headers: { "accept-language": "ar" },
    });
    expect(needsAbove.status).toBe(400);
    expect(needsAbove.data).toEqual({ confirm_above: ["هذا الحقل مطلوب."] });
    const missing = await api("PUT", path(store.id), { token, json: {} });
    expect([missing.status, missing.data]).toEqual([400, { max_order: ["This field is required."] }]);
    for (const body of ["[]", "null", "{", '"x"']) {
      const raw = await api("PUT", path(store.id), { token, raw: body, contentType: "application/json" });
      expect(raw.status, body).toBe(400);
    }
    expect(await stateOf(store.id)).toEqual(before);
  });

  it("is a 404 for a store that does not exist", async () => {
    const token = await adminToken();
    expect((await api("GET", path(999_999_999), { token })).status).toBe(404);
    expect((await api("PUT", path(999_999_999), { token, json: own })).status).toBe(404);
  });

  describe("GET: the store's owner, its branches' managers and a super admin", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
      { call: ({ world, token }) => api("GET", path(world.target.store.id), { token }) },
    );
  });

  describe("PUT: the store's owner and a super admin; a manager reads only", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 403, otherManager: 403, superAdmin: 200 },
      {
        state: ({ world }) => stateOf(world.target.store.id),
        call: ({ world, token }) => api("PUT", path(world.target.store.id), { token, json: own }),
        allowed: async ({ world }) => expect(await rowOf(world.target.store.id)).toMatchObject({ fee: 1550 }),
        refused: (c, res) => {
          if (c.actor === "manager") expect(res.data).toEqual({ detail: "Only the store's owner can change its settings." });
        },
      },
    );
  });
});

describe("the marketplace default", () => {
  const defaultRow = () => env.DB.prepare("select * from cod_policy_default").first();
  const marketplaceAudit = async () =>
    (await env.DB.prepare("select before, after, store_id from audit_log where object_type = 'marketplace' order by id").all()).results;

  it("is 25,000 EGP, no fee, no confirmation, 24 hours; a super admin sets it, audited, and stores without their own follow it", async () => {
    const token = await adminToken();
    const current = (await api("GET", "/api/cod-policy/default/", { token })).data;
    expect(current).toMatchObject({ max_order: "25000.00", fee: "0.00", confirm: "none", confirm_above: null });
    const hours = current.confirm_window_hours === 36 ? 48 : 36;
    const auditBefore = (await marketplaceAudit()).length;

    const res = await api("PUT", "/api/cod-policy/default/", { token, json: { ...current, confirm_window_hours: hours } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toEqual({ ...current, confirm_window_hours: hours });
    expect(await defaultRow()).toMatchObject({ id: 1, max_order: 2_500_000, fee: 0, confirm_window_hours: hours });
    const records = await marketplaceAudit();
    expect(records.length).toBeGreaterThan(auditBefore);
    expect(JSON.parse(String(records.at(-1)!.after))).toEqual({ cod_policy: { ...current, confirm_window_hours: hours } });
    expect(records.at(-1)!.store_id).toBeNull();

    const { store, token: ownerToken } = await createOwnedBranch();
    const followed = (await api("GET", path(store.id), { token: ownerToken })).data;
    expect(followed.default.confirm_window_hours).toBeGreaterThan(0);
    expect(followed.inherited).toBe(true);

    const bad = await api("PUT", "/api/cod-policy/default/", { token, json: { max_order: "abc", confirm: "above_amount" } });
    expect([bad.status, Object.keys(bad.data).sort()]).toEqual([400, ["confirm_above", "max_order"]]);
    await api("PUT", "/api/cod-policy/default/", { token, json: { ...current, confirm_window_hours: 24 } });
  });

  describe("GET: a super admin only", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
      { call: ({ token }) => api("GET", "/api/cod-policy/default/", { token }) },
    );
  });

  describe("PUT: a super admin only", () => {
    // The shared default is put back as it is (an unchanged PUT writes nothing), so refused and
    // allowed calls leave every other test's checkout as it was.
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
      {
        state: async () => ({ row: await defaultRow(), audit: (await marketplaceAudit()).length }),
        call: async ({ token }) => {
          const current = (await api("GET", "/api/cod-policy/default/", { token: await adminToken() })).data;
          return api("PUT", "/api/cod-policy/default/", { token, json: current });
        },
        allowed: (_, res) => expect(res.data).toMatchObject({ max_order: "25000.00", fee: "0.00" }),
      },
    );
  });
});
