// The Stores tab's form: a store's owner named by id, e-mail or username (as a branch's manager
// is), contact details checked per field, the change audited and the owner made a merchant.
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createManager, createOwnedBranch, createStore, createUser, db, tokenFor, unique } from "../../test/factories";
import { storeRow, storesNamed, storeState, userRow } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
const storeRecords = (storeId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.object_type, "store"), eq(auditLog.object_id, storeId)))
    .orderBy(desc(auditLog.id))
    .all();

describe("a store's owner by e-mail or username", () => {
  it("creates a store with every field of the form, the owner named by e-mail (any case), and makes them a merchant", async () => {
    const owner = await createUser({ email: `${unique("own")}@example.com` });
    const name = unique("Form ");
    const slug = unique("form-");
    const res = await api("POST", "/api/stores/", {
      token: await adminToken(),
      json: {
        name,
        name_ar: "متجر النموذج",
        slug,
        description: "Fresh food",
        description_ar: "طعام طازج",
        phone_number: "+201012345678",
        email: "Hello@Shop.example",
        owner_email: owner.email!.toUpperCase(),
      },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name,
      name_ar: "متجر النموذج",
      slug,
      description: "Fresh food",
      description_ar: "طعام طازج",
      phone_number: "+201012345678",
      email: "hello@shop.example",
      owner: { id: owner.id, email: owner.email },
    });
    expect((await userRow(owner.id))!.role).toBe("branch_owner");
    expect((await storeRecords(res.data.id))[0]).toMatchObject({ action: "create", after: { name, owner_id: owner.id, slug } });
  });

  it("creates a store with the owner named by username, any case", async () => {
    const owner = await createUser();
    const res = await api("POST", "/api/stores/", {
      token: await adminToken(),
      json: { name: unique("Named "), owner_username: owner.username.toUpperCase() },
    });
    expect([res.status, res.data.owner?.id]).toEqual([201, owner.id]);
  });

  it("changes the owner by username, audited, the new one promoted and the old one (with no link left) demoted", async () => {
    const { store, branch, owner } = await createOwnedBranch();
    // The owner also manages the branch: hand that over first, so the store is their last link.
    await createManager(branch);
    const next = await createUser();
    const token = await adminToken();
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner_username: next.username } })).status).toBe(200);
    expect((await storeRow(store.id))!.owner_id).toBe(next.id);
    expect([(await userRow(next.id))!.role, (await userRow(owner.id))!.role]).toEqual(["branch_owner", "customer"]);
    expect((await storeRecords(store.id))[0]).toMatchObject({ action: "update", before: { owner_id: owner.id }, after: { owner_id: next.id } });
  });

  it("prefers the id to the e-mail to the username, and leaves the owner alone when none is sent", async () => {
    const [byId, byMail] = [await createUser(), await createUser({ email: `${unique("m")}@example.com` })];
    const store = await createStore();
    const token = await adminToken();
    const both = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner: byId.id, owner_email: byMail.email } });
    expect(both.data.owner.id).toBe(byId.id);
    const mail = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner_email: byMail.email, owner_username: byId.username } });
    expect(mail.data.owner.id).toBe(byMail.id);
    const untouched = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { description: "Same owner" } });
    expect(untouched.data.owner.id).toBe(byMail.id);
  });

  it.each([
    ["an unknown e-mail", () => ({ owner_email: `${unique("nobody")}@example.com` }), "owner_email", "No user with this email address."],
    ["an unknown username", () => ({ owner_username: unique("nobody") }), "owner_username", "No user with this username."],
    ["a numeric e-mail", () => ({ owner_email: 5 }), "owner_email", "Not a valid string."],
    ["a list for a username", () => ({ owner_username: ["a"] }), "owner_username", "Not a valid string."],
    ["a long username", () => ({ owner_username: "u".repeat(151) }), "owner_username", "Ensure this field has no more than 150 characters."],
    ["an unknown owner id", () => ({ owner: 999999999 }), "owner", 'Invalid pk "999999999" - object does not exist.'],
    ["a bad phone", () => ({ phone_number: "call me" }), "phone_number", "Enter a phone number of 10 to 15 digits."],
    ["a phone of 16 digits", () => ({ phone_number: "1".repeat(16) }), "phone_number", "Enter a phone number of 10 to 15 digits."],
    ["a bad contact e-mail", () => ({ email: "shop@" }), "email", "Enter a valid email address."],
    ["a numeric Arabic name", () => ({ name_ar: 3 }), "name_ar", "Not a valid string."],
    [
      "a long Arabic description",
      () => ({ description_ar: "و".repeat(5001) }),
      "description_ar",
      "Ensure this field has no more than 5000 characters.",
    ],
  ])("refuses %s with its field's error, on create and on edit, changing nothing", async (_case, body, field, message) => {
    const token = await adminToken();
    const name = unique("Refused ");
    const created = await api("POST", "/api/stores/", { token, json: { name, ...body() } });
    expect([created.status, created.data[field]]).toEqual([400, [message]]);
    expect(await storesNamed(name)).toHaveLength(0);
    const store = await createStore();
    const before = await storeState(store.id);
    const edited = await api("PATCH", `/api/stores/${store.id}/`, { token, json: body() });
    expect([edited.status, edited.data[field]]).toEqual([400, [message]]);
    expect(await storeState(store.id)).toEqual(before);
    expect(await storeRecords(store.id)).toEqual([]);
  });

  it("gives every field's error at once: the owner's beside a taken name", async () => {
    const taken = await createStore();
    const res = await api("POST", "/api/stores/", { token: await adminToken(), json: { name: taken.name, owner_username: unique("nobody") } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ name: ["store with this name already exists."], owner_username: ["No user with this username."] });
  });

  it.each([["owner_email"], ["owner_username"]])("refuses a store's own owner who sends %s (only a super admin names owners)", async (field) => {
    const { store, token } = await createOwnedBranch();
    const someone = await createUser({ email: `${unique("s")}@example.com` });
    const before = await storeState(store.id);
    const res = await api("PATCH", `/api/stores/${store.id}/`, {
      token,
      json: { [field]: field === "owner_email" ? someone.email : someone.username },
    });
    expect(res.status).toBe(403);
    expect(await storeState(store.id)).toEqual(before);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
    {
      setup: () => createUser({ email: `${unique("next")}@example.com` }),
      state: ({ world }) => storeState(world.target.store.id),
      call: ({ world, fixture, token }) => api("PATCH", `/api/stores/${world.target.store.id}/`, { token, json: { owner_email: fixture.email } }),
      allowed: async ({ world, fixture }) => {
        expect((await storeRow(world.target.store.id))!.owner_id).toBe(fixture.id);
        expect((await userRow(fixture.id))!.role).toBe("branch_owner");
      },
    },
  );
});
