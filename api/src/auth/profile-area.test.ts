// The shopper's area on the account (issue 26 point 3): the top bar's "Deliver to" choice,
// set with PATCH /auth/profile/ {area_id} and answered as `area` by the profile.
import { describe, expect, it } from "vitest";
import { api, createManager, createOwnedBranch, createUser, tokenFor } from "../../test/factories";

const zamalek = {
  id: 1002,
  name: "Zamalek",
  name_ar: "الزمالك",
  governorate: { id: 1, code: "EG-C", name: "Cairo", name_ar: "القاهرة" },
};

const callers = {
  customer: async () => tokenFor(await createUser()),
  "store owner": async () => (await createOwnedBranch()).token,
  "branch manager": async () => (await createManager((await createOwnedBranch()).branch)).token,
  "super admin": async () => tokenFor(await createUser({ role: "super_admin" })),
};

describe("the shopper's area on the account", () => {
  it("refuses a visitor with 401", async () => {
    expect((await api("PATCH", "/api/auth/profile/", { json: { area_id: 1002 } })).status).toBe(401);
  });

  it.each(Object.keys(callers) as (keyof typeof callers)[])("a %s sets, reads back and forgets their own area", async (who) => {
    const token = await callers[who]();
    expect((await api("GET", "/api/auth/profile/", { token })).data.area).toBeNull();
    const set = await api("PATCH", "/api/auth/profile/", { token, json: { area_id: 1002 } });
    expect(set.status).toBe(200);
    expect(set.data.area).toEqual(zamalek);
    expect((await api("GET", "/api/auth/profile/", { token })).data.area).toEqual(zamalek);
    // Another field's change keeps it; null forgets it.
    expect((await api("PATCH", "/api/auth/profile/", { token, json: { first_name: "Mona" } })).data.area).toEqual(zamalek);
    const cleared = await api("PATCH", "/api/auth/profile/", { token, json: { area_id: null } });
    expect(cleared.data.area).toBeNull();
  });

  it("PUT with the username sets it too, and an id as text is an id", async () => {
    const user = await createUser();
    const res = await api("PUT", "/api/auth/profile/", { token: await tokenFor(user), json: { username: user.username, area_id: "2001" } });
    expect(res.status).toBe(200);
    expect(res.data.area).toMatchObject({ id: 2001, name: "Dokki", governorate: { id: 2, name: "Giza" } });
  });

  it.each([
    [999999, ['Invalid pk "999999" - object does not exist.']],
    ["Zamalek", ["A valid integer is required."]],
    [0, ["A valid integer is required."]],
  ])("refuses the area %s with a 400 under area_id and keeps the one set", async (area_id, messages) => {
    const token = await tokenFor(await createUser());
    await api("PATCH", "/api/auth/profile/", { token, json: { area_id: 1002 } });
    const res = await api("PATCH", "/api/auth/profile/", { token, json: { area_id } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ area_id: messages });
    expect((await api("GET", "/api/auth/profile/", { token })).data.area).toEqual(zamalek);
  });
});
