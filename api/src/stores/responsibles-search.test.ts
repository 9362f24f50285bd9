// GET /responsibles/?search=: the Managers tab's search, by person or by place, within the
// caller's branches.
import { describe, expect, it } from "vitest";
import { api, assignManager, createBranch, createOwnedBranch, createStore, createUser, tokenFor, unique } from "../../test/factories";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
type Row = { id: number; user: { id: number }; branch: { id: number } };
const ARABIC = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي";
/** Arabic letters no other test's names contain. */
const arabicWord = () => Array.from({ length: 10 }, () => ARABIC[Math.floor(Math.random() * ARABIC.length)]).join("");

async function search(text: string, token: string) {
  const res = await api("GET", `/api/responsibles/?search=${encodeURIComponent(text)}`, { token });
  expect(res.status).toBe(200);
  return { count: res.data.count as number, users: (res.data.results as Row[]).map((r) => r.user.id) };
}

/** A manager of a branch of a store, every name of the three carrying its own findable text. */
async function managed() {
  const tag = unique("m").toLowerCase();
  const store = await createStore({ name: `Store ${tag}s`, name_ar: `متجر ${arabicWord()}` });
  const branch = await createBranch(store, { name: `Branch ${tag}b`, name_ar: `فرع ${arabicWord()}` });
  const user = await createUser({
    username: `${tag}u`,
    email: `${tag}e@example.com`,
    first_name: `First${tag}f`,
    last_name: `Last${tag}l`,
    role: "branch_owner",
  });
  await assignManager(user, branch);
  return { tag, store, branch, user };
}

describe("GET /responsibles/?search=", () => {
  it("finds a manager by username, e-mail, first or last name, branch or store name, any case", async () => {
    const token = await adminToken();
    const { tag, store, branch, user } = await managed();
    const other = await managed();
    for (const text of [`${tag}u`, `${tag}e@example`, `first${tag}f`, `${tag}l`, `${tag}b`, `${tag}s`, tag.toUpperCase(), `  ${tag}u  `]) {
      expect(await search(text, token), text).toEqual({ count: 1, users: [user.id] });
    }
    for (const text of [branch.name_ar.slice(4), store.name_ar.slice(5)]) {
      expect(await search(text, token), text).toEqual({ count: 1, users: [user.id] });
    }
    expect((await search(`${other.tag}b`, token)).users).toEqual([other.user.id]);
  });

  it("reads % and _ as plain letters, and a blank search as none", async () => {
    const token = await adminToken();
    const tag = unique("p").toLowerCase();
    const store = await createStore();
    const sale = await createBranch(store, { name: `Sale 50%_${tag}` });
    const near = await createBranch(store, { name: `Sale 50xy${tag}` });
    const [a, b] = [await createUser(), await createUser()];
    await assignManager(a, sale);
    await assignManager(b, near);
    expect(await search(`50%_${tag}`, token)).toEqual({ count: 1, users: [a.id] });
    expect(await search(`0%${tag}`, token)).toEqual({ count: 0, users: [] });
    const all = await api("GET", "/api/responsibles/", { token });
    expect((await search("   ", token)).count).toBe(all.data.count);
  });

  it("keeps a merchant's search within the branches they run", async () => {
    const tag = unique("o").toLowerCase();
    const mine = await createOwnedBranch();
    const mineToo = await createBranch(mine.store, { name: `Mine ${tag}` });
    const colleague = await createUser({ username: `${tag}c` });
    await assignManager(colleague, mineToo);
    const elsewhere = await createBranch(await createStore(), { name: `Theirs ${tag}` });
    const stranger = await createUser({ username: `${tag}x` });
    await assignManager(stranger, elsewhere);

    expect(await search(tag, mine.token)).toEqual({ count: 1, users: [colleague.id] });
    expect(await search(`${tag}x`, mine.token)).toEqual({ count: 0, users: [] });
    expect((await search(tag, await adminToken())).count).toBe(2);
  });

  it("answers 400 for a search longer than 254 characters", async () => {
    const res = await api("GET", `/api/responsibles/?search=${"a".repeat(255)}`, { token: await adminToken() });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ search: ["Ensure this field has no more than 254 characters."] });
    expect((await api("GET", `/api/responsibles/?search=${"a".repeat(254)}`, { token: await adminToken() })).status).toBe(200);
  });
});
