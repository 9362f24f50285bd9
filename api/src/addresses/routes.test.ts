// The address book: each signed-in user's own, an area by id with its names in both languages,
// an Egyptian mobile, one default (the first saved; moved in one batch; handed on when deleted),
// at most 20 addresses, every bad field a 400 in the caller's language, never another's book.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses, users } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { costOf } from "../../test/list-cost";

const NASR_CITY = 1030;
const MAADI = 1037;
const OCTOBER = 2013;
const home = { area_id: NASR_CITY, street: "12 Abbas El Akkad St", building: "Building 7", mobile: "01012345678" };

async function shopper(role: "customer" | "branch_owner" | "super_admin" = "customer") {
  const user = await createUser({ role });
  return { user, token: await tokenFor(user) };
}
const list = (token: string | undefined, headers?: Record<string, string>) => api("GET", "/api/addresses/", { token, headers });
const add = (token: string | undefined, json: unknown, headers?: Record<string, string>) => api("POST", "/api/addresses/", { token, json, headers });
const patch = (token: string | undefined, id: number | string, json: unknown, headers?: Record<string, string>) =>
  api("PATCH", `/api/addresses/${id}/`, { token, json, headers });
const remove = (token: string | undefined, id: number | string) => api("DELETE", `/api/addresses/${id}/`, { token });
/** The caller's rows as stored, oldest first. */
const rowsOf = (userId: number) => db.select().from(addresses).where(eq(addresses.user_id, userId)).orderBy(asc(addresses.id));
const defaults = async (userId: number) => (await rowsOf(userId)).filter((r) => r.is_default).map((r) => r.id);

describe("POST /addresses/", () => {
  it("saves an address with its area in both languages and the spec's older fields filled from it", async () => {
    const { user, token } = await shopper();
    const res = await add(token, {
      ...home,
      floor: " 3 ",
      apartment: "31",
      landmark: "Behind City Stars",
      label: "Home",
      recipient: "Mona Adel",
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      id: expect.any(Number),
      area_id: NASR_CITY,
      area: {
        id: NASR_CITY,
        name: "Nasr City",
        name_ar: "مدينة نصر",
        governorate: { id: 1, code: "EG-C", name: "Cairo", name_ar: "القاهرة" },
      },
      label: "Home",
      recipient: "Mona Adel",
      street: "12 Abbas El Akkad St",
      building: "Building 7",
      floor: "3",
      apartment: "31",
      landmark: "Behind City Stars",
      mobile: "01012345678",
      is_default: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      city: "Cairo",
      neighborhood: "Nasr City",
      building_or_house: "Building 7",
      compound: "",
    });
    expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ id: res.data.id, user_id: user.id, is_default: true, floor: "3" })]);
  });

  it("leaves the optional lines empty when they are left out, blank or null", async () => {
    const { token } = await shopper();
    const res = await add(token, { ...home, floor: "  ", apartment: null, landmark: "" });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ label: "", recipient: "", floor: "", apartment: "", landmark: "" });
  });

  it("stores a mobile written with Arabic-Indic digits, +20, 0020, spaces or dashes as 01XXXXXXXXX", async () => {
    const { token } = await shopper();
    for (const [mobile, stored] of [
      ["٠١٢٣٤٥٦٧٨٩٠", "01234567890"],
      ["+20 100 123 4567", "01001234567"],
      ["0020-115-555-0000", "01155550000"],
      ["0150 000 1111", "01500001111"],
      ["۰۱۰۹۸۷۶۵۴۳۲", "01098765432"],
    ]) {
      const res = await add(token, { ...home, mobile });
      expect(res.status, mobile).toBe(201);
      expect(res.data.mobile, mobile).toBe(stored);
    }
  });

  it("refuses what is not an Egyptian mobile: a landline, 014, too short or long, letters", async () => {
    const { user, token } = await shopper();
    for (const mobile of ["0223456789", "01412345678", "0101234567", "010123456789", "010abcdefgh", 1012345678]) {
      const res = await add(token, { ...home, mobile });
      expect(res.status, String(mobile)).toBe(400);
      expect(res.data, String(mobile)).toEqual({ mobile: ["Enter a valid Egyptian mobile number."] });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("answers each bad field with its own 400, in English and in Arabic", async () => {
    const { user, token } = await shopper();
    const bad = { area_id: "x", street: " ", building: 5, floor: "f".repeat(51), landmark: "l".repeat(201), label: "x".repeat(51) };
    const en = await add(token, bad);
    expect(en.status).toBe(400);
    expect(en.data).toEqual({
      area_id: ["A valid integer is required."],
      street: ["This field is required."],
      building: ["Not a valid string."],
      floor: ["Ensure this field has no more than 50 characters."],
      landmark: ["Ensure this field has no more than 200 characters."],
      label: ["Ensure this field has no more than 50 characters."],
      mobile: ["This field is required."],
    });
    const ar = await add(token, bad, { "accept-language": "ar" });
    expect(ar.status).toBe(400);
    expect(ar.data).toEqual({
      area_id: ["يجب إدخال عدد صحيح."],
      street: ["هذا الحقل مطلوب."],
      building: ["قيمة نصية غير صالحة."],
      floor: ["تأكد من ألا يزيد هذا الحقل على 50 حرفًا."],
      landmark: ["تأكد من ألا يزيد هذا الحقل على 200 حرفًا."],
      label: ["تأكد من ألا يزيد هذا الحقل على 50 حرفًا."],
      mobile: ["هذا الحقل مطلوب."],
    });
    const mobile = await add(token, { ...home, mobile: "0223456789" }, { "accept-language": "ar" });
    expect(mobile.data).toEqual({ mobile: ["أدخل رقم موبايل مصريًا صحيحًا."] });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses an area that does not exist under area_id, beside the other fields' errors", async () => {
    const { user, token } = await shopper();
    const alone = await add(token, { ...home, area_id: 999999 });
    expect(alone.status).toBe(400);
    expect(alone.data).toEqual({ area_id: ['Invalid pk "999999" - object does not exist.'] });
    const withOthers = await add(token, { ...home, area_id: 1, street: "" }, { "accept-language": "ar" });
    expect(withOthers.data).toEqual({ street: ["هذا الحقل مطلوب."], area_id: ["الرقم «1» غير صالح، فالعنصر غير موجود."] });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses a body that is not a JSON object, and a guest", async () => {
    const { token } = await shopper();
    expect((await api("POST", "/api/addresses/", { token, raw: "[1]", contentType: "application/json" })).status).toBe(400);
    expect((await api("POST", "/api/addresses/", { token, raw: "{", contentType: "application/json" })).status).toBe(400);
    expect((await add(undefined, home)).status).toBe(401);
  });

  it("keeps at most 20 addresses: the 21st is a 400 saying so, in either language, and changes nothing", async () => {
    const { user, token } = await shopper();
    // Five rows a statement: D1 binds at most 100 values.
    for (let i = 0; i < 20; i += 5) {
      await db
        .insert(addresses)
        .values(Array.from({ length: 5 }, (_, j) => ({ user_id: user.id, ...home, street: `Street ${i + j}`, is_default: i + j === 0 })));
    }
    const before = await rowsOf(user.id);
    const res = await add(token, { ...home, is_default: true });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "An address book holds at most 20 addresses; delete one to add another." });
    const ar = await add(token, home, { "accept-language": "ar" });
    expect(ar.data).toEqual({ detail: "يتسع دفتر العناوين لـ20 عنوانًا على الأكثر؛ احذف عنوانًا لتضيف آخر." });
    expect(await rowsOf(user.id)).toEqual(before);
    // One deleted, one more fits.
    expect((await remove(token, before[5].id)).status).toBe(204);
    expect((await add(token, home)).status).toBe(201);
    expect(await rowsOf(user.id)).toHaveLength(20);
  });
});

describe("the default address", () => {
  it("is the first one saved; later ones are not, unless asked", async () => {
    const { user, token } = await shopper();
    const first = await add(token, { ...home, is_default: false });
    const second = await add(token, { ...home, area_id: MAADI });
    expect([first.data.is_default, second.data.is_default]).toEqual([true, false]);
    const third = await add(token, { ...home, area_id: OCTOBER, is_default: true });
    expect(third.data.is_default).toBe(true);
    expect(await defaults(user.id)).toEqual([third.data.id]);
  });

  it("moves to another address patched with is_default: true, the old one unset in the same write", async () => {
    const { user, token } = await shopper();
    const first = (await add(token, home)).data;
    const second = (await add(token, { ...home, area_id: MAADI })).data;
    const res = await patch(token, second.id, { is_default: "true" });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: second.id, is_default: true });
    expect(await defaults(user.id)).toEqual([second.id]);
    // Asking again changes nothing; the default is listed first.
    expect((await patch(token, second.id, { is_default: true })).status).toBe(200);
    const book = await list(token);
    expect(book.data.results.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
  });

  it("cannot be unset, only replaced, and unsetting one that is not the default is harmless", async () => {
    const { user, token } = await shopper();
    const first = (await add(token, home)).data;
    const second = (await add(token, { ...home, area_id: MAADI })).data;
    const res = await patch(token, first.id, { is_default: false });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ is_default: ["Your book always has a default address: make another one the default instead."] });
    const ar = await patch(token, first.id, { is_default: false }, { "accept-language": "ar" });
    expect(ar.data).toEqual({ is_default: ["لا بد أن يكون في دفترك عنوان افتراضي: اجعل عنوانًا آخر هو الافتراضي بدلًا من ذلك."] });
    expect((await patch(token, second.id, { is_default: false })).status).toBe(200);
    expect(await defaults(user.id)).toEqual([first.id]);
  });

  it("passes, when the default is deleted, to the most recently added address left", async () => {
    const { user, token } = await shopper();
    const first = (await add(token, home)).data;
    const second = (await add(token, { ...home, area_id: MAADI })).data;
    const third = (await add(token, { ...home, area_id: OCTOBER })).data;
    expect((await remove(token, first.id)).status).toBe(204);
    expect(await defaults(user.id)).toEqual([third.id]);
    // Deleting one that is not the default leaves the default where it is.
    expect((await remove(token, second.id)).status).toBe(204);
    expect(await defaults(user.id)).toEqual([third.id]);
    expect((await remove(token, third.id)).status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
    // An empty book's next address is its default again.
    expect((await add(token, home)).data.is_default).toBe(true);
  });
});

describe("at once", () => {
  it("gives an empty book one default when several addresses are saved at the same moment", async () => {
    const { user, token } = await shopper();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => add(token, { ...home, street: `Street ${i}` })));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((r) => r.data.is_default)).toHaveLength(1);
    expect(await defaults(user.id)).toHaveLength(1);
  });

  it("lets no more than 20 in when the last places are claimed together", async () => {
    const { user, token } = await shopper();
    for (let i = 0; i < 18; i += 6) {
      await db.insert(addresses).values(Array.from({ length: 6 }, (_, j) => ({ user_id: user.id, ...home, is_default: i + j === 0 })));
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(token, { ...home, is_default: true })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(await rowsOf(user.id)).toHaveLength(20);
    expect(await defaults(user.id)).toHaveLength(1);
  });

  it("never keeps two defaults in one book: the database refuses it", async () => {
    const { user } = await shopper();
    await db.insert(addresses).values({ user_id: user.id, ...home, is_default: true });
    await expect(db.insert(addresses).values({ user_id: user.id, ...home, is_default: true })).rejects.toThrow();
    await db.insert(addresses).values({ user_id: user.id, ...home });
    expect(await defaults(user.id)).toHaveLength(1);
  });

  it("goes with its user: deleting the account deletes the book", async () => {
    const { user, token } = await shopper();
    await add(token, home);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe("PATCH /addresses/{id}/", () => {
  it("changes only the fields sent, checked as on creation, and clears an optional one sent blank", async () => {
    const { token } = await shopper();
    const saved = (await add(token, { ...home, landmark: "Near the mosque", label: "Home" })).data;
    const res = await patch(token, saved.id, { area_id: OCTOBER, mobile: "+20 155 000 1234", label: null, floor: "2" });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: saved.id,
      area_id: OCTOBER,
      area: { id: OCTOBER, name: "6th of October City", name_ar: "مدينة السادس من أكتوبر", governorate: { code: "EG-GZ", name: "Giza" } },
      city: "Giza",
      neighborhood: "6th of October City",
      street: home.street,
      building: home.building,
      building_or_house: home.building,
      mobile: "01550001234",
      label: "",
      floor: "2",
      landmark: "Near the mosque",
      is_default: true,
      created_at: saved.created_at,
    });
    expect(res.data.updated_at >= saved.updated_at).toBe(true);
    const bad = await patch(token, saved.id, { street: "", mobile: "01412345678", area_id: 5 }, { "accept-language": "ar" });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      street: ["هذا الحقل مطلوب."],
      mobile: ["أدخل رقم موبايل مصريًا صحيحًا."],
      area_id: ["الرقم «5» غير صالح، فالعنصر غير موجود."],
    });
    expect((await list(token)).data.results).toEqual([res.data]);
  });

  it("answers 404 for an address that is not there, and 400 for an id that is not digits", async () => {
    const { token } = await shopper();
    expect((await patch(token, 999999999, { label: "x" })).status).toBe(404);
    expect((await remove(token, 999999999)).status).toBe(404);
    expect((await patch(token, "abc", { label: "x" })).status).toBe(400);
  });
});

describe("GET /addresses/", () => {
  it("lists only the caller's own book, the default first, then the newest, with no read for the areas' names", async () => {
    const [a, b] = await Promise.all([shopper(), shopper("branch_owner")]);
    const first = (await add(a.token, home)).data;
    const second = (await add(a.token, { ...home, area_id: MAADI })).data;
    const third = (await add(a.token, { ...home, area_id: OCTOBER })).data;
    await add(b.token, home);
    const res = await list(a.token);
    expect(res.status).toBe(200);
    expect(res.data.results.map((x: { id: number }) => x.id)).toEqual([first.id, third.id, second.id]);
    expect(res.data.results[2]).toEqual(second);
    // Two round trips: the caller's account (sign-in) and their book; the area tree is in memory.
    const cost = costOf(res.headers);
    expect(cost.trips).toBe(2);
    expect(cost.rowsRead).toBeLessThanOrEqual(10);
    expect((await list(b.token)).data.results).toHaveLength(1);
    expect((await list((await shopper()).token)).data).toEqual({ results: [] });
  });
});

describe("access", () => {
  /** The world's customer's address, a second one of theirs, and what is stored of both. */
  const setup = async ({ users }: { users: { customer: { id: number } } }) => {
    const [target, other] = await db
      .insert(addresses)
      .values([
        { user_id: users.customer.id, ...home, is_default: true },
        { user_id: users.customer.id, ...home, area_id: MAADI },
      ])
      .returning();
    return { target, other };
  };
  const state = ({ world }: { world: { users: { customer: { id: number } } } }) => rowsOf(world.users.customer.id);

  describe("GET: every signed-in user reads their own book", () => {
    accessMatrix(
      { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
      {
        setup,
        call: ({ token }) => list(token),
        allowed: ({ actor, fixture }, res) =>
          expect(res.data.results.map((a: { id: number }) => a.id)).toEqual(actor === "customer" ? [fixture.target.id, fixture.other.id] : []),
      },
    );
  });

  describe("POST: every signed-in user adds to their own book", () => {
    accessMatrix(
      { guest: 401, customer: 201, otherOwner: 201, owner: 201, manager: 201, otherManager: 201, superAdmin: 201 },
      {
        call: ({ token }) => add(token, home),
        allowed: async ({ user }, res) =>
          expect(await rowsOf(user?.id ?? 0)).toEqual([expect.objectContaining({ id: res.data.id, is_default: true })]),
      },
    );
  });

  describe("PATCH on the customer's address: only they may; anyone else is told it does not exist", () => {
    accessMatrix(
      { guest: 401, customer: 200, otherOwner: 404, owner: 404, manager: 404, otherManager: 404, superAdmin: 404 },
      {
        setup,
        state,
        call: ({ fixture, token }) => patch(token, fixture.other.id, { street: "Changed", is_default: true }),
        allowed: async ({ world, fixture }) => expect(await defaults(world.users.customer.id)).toEqual([fixture.other.id]),
        refused: (_, res) => expect(res.status === 401 || res.data.detail === "Not found.").toBe(true),
      },
    );
  });

  describe("DELETE on the customer's address: only they may; anyone else is told it does not exist", () => {
    accessMatrix(
      { guest: 401, customer: 204, otherOwner: 404, owner: 404, manager: 404, otherManager: 404, superAdmin: 404 },
      {
        setup,
        state,
        call: ({ fixture, token }) => remove(token, fixture.target.id),
        allowed: async ({ world, fixture }) => expect(await defaults(world.users.customer.id)).toEqual([fixture.other.id]),
      },
    );
  });
});
