// GET /users/: the super admin's people picker finds people by a piece of their username or
// e-mail, any case, exact matches first, and tells nothing a picker does not show.
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, tokenFor, unique } from "../../test/factories";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
const usernames = (res: { data: { results: { username: string }[] } }) => res.data.results.map((u) => u.username);

describe("GET /users/", () => {
  it("finds people by a piece of the username or the e-mail, any case, and shows only the picker's fields", async () => {
    const tag = unique("pick");
    const mona = await createUser({ username: `${tag}Mona`, email: `mona.${tag}@example.com`, first_name: "Mona", last_name: "Adel" });
    const byMail = await createUser({ username: unique("zz"), email: `${tag}.sales@example.com` });
    await createUser({ username: unique("other") });
    const token = await adminToken();

    const res = await api("GET", `/api/users/?search=${tag.toUpperCase()}`, { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.data.results).toEqual([
      { id: mona.id, username: mona.username, email: mona.email, first_name: "Mona", last_name: "Adel", role: "customer" },
      { id: byMail.id, username: byMail.username, email: byMail.email, first_name: "", last_name: "", role: "customer" },
    ]);
    for (const secret of ["password_hash", "token_version", "phone_number"]) expect(res.data.results[0]).not.toHaveProperty(secret);

    const mail = await api("GET", `/api/users/?search=${encodeURIComponent(`MONA.${tag}@`)}`, { token });
    expect(usernames(mail)).toEqual([mona.username]);
  });

  it("puts an exact username or e-mail first, then orders by username", async () => {
    const tag = unique("ex");
    const exact = await createUser({ username: `z${tag}` });
    const before = await createUser({ username: `a${tag}z${tag}` });
    const mail = await createUser({ username: `b${tag}`, email: `z${tag}@example.com` });
    const token = await adminToken();
    expect(usernames(await api("GET", `/api/users/?search=z${tag}`, { token }))).toEqual([exact.username, before.username, mail.username]);
    expect(usernames(await api("GET", `/api/users/?search=${encodeURIComponent(`Z${tag}@EXAMPLE.COM`)}`, { token }))).toEqual([mail.username]);
  });

  it("treats % and _ as letters, not patterns, and finds nobody for text nobody has", async () => {
    const tag = unique("lit");
    const under = await createUser({ username: `${tag}_a` });
    await createUser({ username: `${tag}xa` });
    const token = await adminToken();
    expect(usernames(await api("GET", `/api/users/?search=${tag}_`, { token }))).toEqual([under.username]);
    expect((await api("GET", `/api/users/?search=${tag}%25`, { token })).data).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("pages, with links that keep the search", async () => {
    const tag = unique("pg");
    for (let i = 0; i < 3; i++) await createUser({ username: `${tag}${i}` });
    const token = await adminToken();
    const first = await api("GET", `/api/users/?search=${tag}&page_size=2`, { token });
    expect(first.data).toMatchObject({ count: 3, previous: null, next: `/api/users/?search=${tag}&page_size=2&page=2` });
    expect(usernames(first)).toEqual([`${tag}0`, `${tag}1`]);
    const second = await api("GET", first.data.next, { token });
    expect(usernames(second)).toEqual([`${tag}2`]);
    expect(second.data.previous).toBe(`/api/users/?search=${tag}&page_size=2`);
  });

  it("refuses a search longer than an e-mail address with a field error", async () => {
    const res = await api("GET", `/api/users/?search=${"a".repeat(255)}`, { token: await adminToken() });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ search: ["Ensure this field has no more than 254 characters."] });
  });

  it.each([["0"], ["-1"], ["abc"], ["1e3"], ["99999999999"], ["18446744073709551616"], ["999"]])(
    "answers an odd page (%s) as no such page, never a 500",
    async (page) => {
      const res = await api("GET", `/api/users/?search=${unique("none")}&page=${page}`, { token: await adminToken() });
      expect(res.status).toBe(404);
      expect(res.data).toEqual({ detail: "Invalid page." });
    },
  );

  it.each([["%"], ["%E0%A4%A"], ["' or 1=1 --"], ["محمد"], ["  "], [""]])("answers odd search text (%s) with a list, never a 500", async (search) => {
    const res = await api("GET", `/api/users/?search=${search}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data.results)).toBe(true);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
    {
      call: ({ world, token }) => api("GET", `/api/users/?search=${world.users.manager.username}`, { token }),
      allowed: ({ world }, res) => expect(res.data.results.map((u: { id: number }) => u.id)).toEqual([world.users.manager.id]),
    },
  );
});
