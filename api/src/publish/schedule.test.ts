// Publishing by itself (ADR 0016, addendum): a storefront change schedules an automatic run in
// the same transaction (the trigger on audit_log), pushed back by later changes up to the
// longest wait; the publisher takes it only once it is due; Publish takes it over at once; a
// merchant sees where their own stores' changes are (GET /publish/status/) and nothing else.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { publishRunStores, publishRuns } from "../../db/schema";
import { accessMatrix, accessWorld } from "../../test/access-matrix";
import { api, createBranch, createCategory, createOwnedBranch, createProduct, createStore, createUser, db, tokenFor } from "../../test/factories";
import { DEFAULT_SCHEDULE, scheduleOf } from "./schedule";
import { claim, noRunUnderWay, report, runRow } from "./test-helpers";

beforeEach(noRunUnderWay);

const DELAY_MS = DEFAULT_SCHEDULE.delay * 1000;
const MAX_WAIT_MS = DEFAULT_SCHEDULE.maxWait * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const waiting = () => db.select().from(publishRuns).where(eq(publishRuns.status, "queued")).get();
const superAdminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

/** A store owner with a product of their store, and a way to change it through the API. */
async function merchant() {
  const { store, owner, token } = await createOwnedBranch();
  const product = await createProduct(store);
  let price = 100;
  const change = () => api("PATCH", `/api/products/${product.id}/`, { token, json: { base_price: `${++price}.00` } });
  return { store, owner, token, product, change };
}

/** Moves the waiting run's changes into the past, as if they had been made `firstMs` and `lastMs` ago. */
async function age(id: number, firstMs: number, lastMs = firstMs) {
  await db
    .update(publishRuns)
    .set({ first_change_at: ago(firstMs), last_change_at: ago(lastMs), created_at: ago(firstMs), reported_at: ago(firstMs) })
    .where(eq(publishRuns.id, id));
}

const dueOfRun = async (token: string) => {
  const res = await api("GET", "/api/publish/", { token });
  return res.data.current as { id: number; status: string; cause: string; change_count: number; due_at: string };
};

describe("a storefront change", () => {
  it("schedules an automatic run in the changer's name, due the delay after the change", async () => {
    const m = await merchant();
    expect((await m.change()).status).toBe(200);
    const run = await waiting();
    expect(run).toMatchObject({ cause: "auto", change_count: 1, requested_by: m.owner.id, requested_by_username: m.owner.username });
    expect(run!.first_change_at).toBe(run!.last_change_at);
    const current = await dueOfRun(await superAdminToken());
    expect(current).toMatchObject({ id: run!.id, status: "queued", cause: "auto", change_count: 1 });
    expect(Date.parse(current.due_at)).toBe(Date.parse(run!.last_change_at!) + DELAY_MS);
    expect(await db.select().from(publishRunStores).where(eq(publishRunStores.run_id, run!.id))).toEqual([
      { run_id: run!.id, store_id: m.store.id, change_count: 1, last_change_at: run!.last_change_at },
    ]);
  });

  it("pushes the waiting run back: due the delay after the last change (debounce)", async () => {
    const m = await merchant();
    await m.change();
    const run = (await waiting())!;
    await age(run.id, 60_000);
    const admin = await superAdminToken();
    const before = Date.parse((await dueOfRun(admin)).due_at);
    expect(before).toBeLessThan(Date.now() + DELAY_MS - 50_000);
    await m.change();
    const after = await dueOfRun(admin);
    expect(after).toMatchObject({ id: run.id, change_count: 2 });
    const last = (await runRow(run.id))!.last_change_at!;
    expect(Date.parse(after.due_at)).toBe(Date.parse(last) + DELAY_MS);
    expect(Date.parse(after.due_at)).toBeGreaterThan(before + 50_000);
  });

  it("never pushes it beyond the longest wait from the first change", async () => {
    const m = await merchant();
    await m.change();
    const run = (await waiting())!;
    // The first change was made 9 minutes ago: the next one may not delay the run past 10.
    await age(run.id, MAX_WAIT_MS - 60_000, 30_000);
    await m.change();
    const row = (await runRow(run.id))!;
    const due = Date.parse((await dueOfRun(await superAdminToken())).due_at);
    expect(due).toBe(Date.parse(row.first_change_at!) + MAX_WAIT_MS);
    expect(due).toBeLessThan(Date.parse(row.last_change_at!) + DELAY_MS);
  });

  it("is not handed to the publisher before the run is due, and is once it is", async () => {
    const m = await merchant();
    await m.change();
    const run = (await waiting())!;
    expect((await claim()).status).toBe(204);
    expect((await runRow(run.id))!.status).toBe("queued");
    await age(run.id, DELAY_MS + 1000);
    const taken = await claim();
    expect(taken.status).toBe(200);
    expect(taken.data).toMatchObject({ id: run.id, status: "building", cause: "auto", change_count: 1, due_at: null });
  });

  it("made at the same moment as another makes one run carrying both", async () => {
    const [a, b] = await Promise.all([merchant(), merchant()]);
    const answers = await Promise.all([a.change(), b.change(), a.change()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const runs = await db.select().from(publishRuns).where(eq(publishRuns.status, "queued"));
    expect(runs).toHaveLength(1);
    expect(runs[0].change_count).toBe(3);
    const stores = await db.select().from(publishRunStores).where(eq(publishRunStores.run_id, runs[0].id));
    expect(stores.map((s) => [s.store_id, s.change_count]).sort()).toEqual(
      [
        [a.store.id, 2],
        [b.store.id, 1],
      ].sort(),
    );
  });

  it("that is refused or changes nothing schedules nothing", async () => {
    const m = await merchant();
    const other = await createOwnedBranch();
    // Another store's owner, bad input, a product that is not there.
    expect((await api("PATCH", `/api/products/${m.product.id}/`, { token: other.token, json: { base_price: "5.00" } })).status).toBe(403);
    expect((await api("PATCH", `/api/products/${m.product.id}/`, { token: m.token, json: { base_price: "-1" } })).status).toBe(400);
    expect((await api("PATCH", "/api/products/999999999/", { token: m.token, json: { base_price: "5.00" } })).status).toBe(404);
    expect(await waiting()).toBeUndefined();
  });

  it("that the storefront does not show (a customer's order, a manager) schedules nothing; a category does", async () => {
    const branch = await createBranch(await createStore());
    const someone = await createUser();
    const admin = await superAdminToken();
    const added = await api("POST", "/api/responsibles/", { token: admin, json: { user: someone.id, branch: branch.id } });
    expect(added.status).toBe(201);
    expect(await waiting()).toBeUndefined();
    const category = await createCategory();
    expect((await api("PATCH", `/api/products/categories/${category.id}/`, { token: admin, json: { name: `${category.name} 2` } })).status).toBe(200);
    expect(await waiting()).toMatchObject({ cause: "auto", change_count: 1 });
  });

  it("made during a build waits for the next run", async () => {
    const m = await merchant();
    await m.change();
    const first = (await waiting())!;
    await age(first.id, DELAY_MS + 1000);
    expect((await claim()).data.id).toBe(first.id);
    await m.change();
    const next = (await waiting())!;
    expect(next.id).toBeGreaterThan(first.id);
    expect(next).toMatchObject({ cause: "auto", change_count: 1 });
    expect((await runRow(first.id))!).toMatchObject({ status: "building", change_count: 1 });
    // Due or not, it waits until the build is over.
    await age(next.id, DELAY_MS + 1000);
    expect((await claim()).status).toBe(204);
    expect((await report(first.id, { status: "done", pages: 5 })).status).toBe(200);
    expect((await claim()).data.id).toBe(next.id);
  });
});

describe("Publish with a run scheduled", () => {
  it("takes the scheduled run over: the super admin's, due at once", async () => {
    const m = await merchant();
    await m.change();
    const scheduled = (await waiting())!;
    const admin = await createUser({ role: "super_admin" });
    const res = await api("POST", "/api/publish/", { token: await tokenFor(admin) });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ id: scheduled.id, cause: "manual", change_count: 1, requested_by: { id: admin.id } });
    expect(Date.parse(res.data.due_at)).toBeLessThanOrEqual(Date.now());
    expect((await claim()).data.id).toBe(scheduled.id);
  });

  it("is refused while a run builds; the scheduled one follows by itself", async () => {
    const m = await merchant();
    await m.change();
    const first = (await waiting())!;
    await age(first.id, DELAY_MS + 1000);
    await claim();
    await m.change();
    const res = await api("POST", "/api/publish/", { token: await superAdminToken() });
    expect(res.status).toBe(409);
    expect(res.data.run).toMatchObject({ id: first.id, status: "building" });
    const overview = await api("GET", "/api/publish/", { token: await superAdminToken() });
    expect(overview.data.current).toMatchObject({ id: first.id, status: "building" });
    expect(overview.data.next).toMatchObject({ status: "queued", cause: "auto" });
  });
});

describe("GET /publish/status/", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    { call: ({ token }) => api("GET", "/api/publish/status/", { token }) },
  );

  const status = (token: string) => api("GET", "/api/publish/status/", { token });

  it("follows a merchant's change: waiting until due, publishing, live", async () => {
    const m = await merchant();
    expect((await status(m.token)).data).toEqual({ state: "none", changes: 0, due_at: null, expected_at: null, since: null });
    await m.change();
    await m.change();
    const run = (await waiting())!;
    const waitingView = (await status(m.token)).data;
    expect(waitingView).toMatchObject({ state: "waiting", changes: 2, since: null });
    expect(Date.parse(waitingView.due_at)).toBe(Date.parse(run.last_change_at!) + DELAY_MS);
    await age(run.id, DELAY_MS + 1000);
    await claim();
    const building = (await status(m.token)).data;
    expect(building).toMatchObject({ state: "publishing", changes: 2, due_at: null });
    expect(building.since).toBe((await runRow(run.id))!.started_at);
    await report(run.id, { status: "done", pages: 9 });
    const live = (await status(m.token)).data;
    expect(live).toMatchObject({ state: "live", changes: 2, due_at: null, expected_at: null, since: (await runRow(run.id))!.finished_at });
  });

  it("says when a run carrying the merchant's changes failed, without the build's output", async () => {
    const m = await merchant();
    await m.change();
    const run = (await waiting())!;
    await age(run.id, DELAY_MS + 1000);
    await claim();
    await report(run.id, { status: "failed", error: "secret build log of every store" });
    const view = (await status(m.token)).data;
    expect(view).toMatchObject({ state: "failed", changes: 1 });
    expect(JSON.stringify(view)).not.toContain("secret build log");
    // A later run builds the whole catalogue: the failed run's changes go out with it.
    const pressed = await api("POST", "/api/publish/", { token: await superAdminToken() });
    expect((await status(m.token)).data).toMatchObject({ state: "waiting", changes: 1 });
    await claim();
    await report(pressed.data.id, { status: "done", pages: 4 });
    expect((await status(m.token)).data).toMatchObject({ state: "live", since: (await runRow(pressed.data.id))!.finished_at });
  });

  it("shows a merchant only their own stores' changes: another store's waiting run is not theirs", async () => {
    const [mine, theirs] = await Promise.all([merchant(), merchant()]);
    await mine.change();
    const first = (await waiting())!;
    await age(first.id, DELAY_MS + 1000);
    await claim();
    await report(first.id, { status: "done", pages: 3 });
    await theirs.change();
    // Another store's change waits; mine is live, and nothing of theirs shows.
    const view = (await status(mine.token)).data;
    expect(view).toMatchObject({ state: "live", changes: 1 });
    expect(Object.keys(view).sort()).toEqual(["changes", "due_at", "expected_at", "since", "state"]);
    expect((await status(theirs.token)).data).toMatchObject({ state: "waiting", changes: 1 });
    // A query naming the other store changes nothing.
    expect((await api("GET", `/api/publish/status/?store=${theirs.store.id}`, { token: mine.token })).data).toEqual(view);
  });

  it("shows a branch's manager the changes of the store their branch belongs to", async () => {
    const world = await accessWorld();
    const product = await createProduct(world.target.store);
    expect((await api("PATCH", `/api/products/${product.id}/`, { token: world.callers.owner, json: { base_price: "77.00" } })).status).toBe(200);
    expect((await status(world.callers.manager!)).data).toMatchObject({ state: "waiting", changes: 1 });
    expect((await status(world.callers.otherOwner!)).data).toMatchObject({ state: "none" });
    expect((await status(world.callers.superAdmin!)).data).toMatchObject({ state: "waiting" });
  });

  it("expects the pages the last build's length after the run starts", async () => {
    // A finished build that took 40 seconds.
    const started = ago(120_000);
    const finished = new Date(Date.parse(started) + 40_000).toISOString();
    await db.insert(publishRuns).values({ requested_by_username: "old", status: "done", pages: 3, started_at: started, finished_at: finished });
    const m = await merchant();
    await m.change();
    const view = (await status(m.token)).data;
    expect(Date.parse(view.expected_at)).toBe(Date.parse(view.due_at) + 40_000);
  });
});

describe("the schedule's settings", () => {
  it("are seconds, with the defaults for anything else; the longest wait is never shorter than the delay", () => {
    expect(scheduleOf(env)).toEqual(DEFAULT_SCHEDULE);
    expect(scheduleOf({ ...env, PUBLISH_DELAY: "30", PUBLISH_MAX_WAIT: "120" })).toEqual({ delay: 30, maxWait: 120 });
    expect(scheduleOf({ ...env, PUBLISH_DELAY: "abc", PUBLISH_MAX_WAIT: "-5" })).toEqual(DEFAULT_SCHEDULE);
    expect(scheduleOf({ ...env, PUBLISH_DELAY: "900", PUBLISH_MAX_WAIT: "60" })).toEqual({ delay: 900, maxWait: 900 });
    expect(scheduleOf({ ...env, PUBLISH_DELAY: "1.5", PUBLISH_MAX_WAIT: "" })).toEqual(DEFAULT_SCHEDULE);
  });
});
