// In production Publish dispatches the rebuild workflow through GitHub's REST API. Only GitHub is
// stood in for, at the network edge: the worker's outbound fetch to GITHUB_API_URL reaches a
// small stub of the "create a workflow dispatch event" endpoint, which checks what GitHub checks
// (the token, the workflow, the branch, the declared inputs) and answers as GitHub does.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishRuns } from "../../db/schema";
import { api, createOwnedBranch, createProduct, createUser, db, tokenFor } from "../../test/factories";
import worker from "../index";
import { callWith, noRunUnderWay, recordsOf, runRow } from "./test-helpers";

const STUB = "https://github.stub";
const TOKEN = "github_pat_test";
const PRODUCTION = {
  PUBLISH_TRIGGER: "github",
  GITHUB_API_URL: STUB,
  GITHUB_REPOSITORY: "aswaq/storefront",
  GITHUB_TOKEN: TOKEN,
  PUBLISH_WORKFLOW: "rebuild.yml",
  PUBLISH_REF: "main",
};

interface Dispatch {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** GitHub's answer to a dispatch, as documented: 204, or 401/404/422 with {"message"}. */
function github(received: Dispatch[], { down = false } = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!request.url.startsWith(STUB)) throw new Error(`unexpected outbound request to ${request.url}`);
    if (down) throw new TypeError("Network connection lost.");
    const path = new URL(request.url).pathname;
    const body = await request.json().catch(() => null);
    received.push({ path, headers: Object.fromEntries(request.headers), body });
    const answer = (status: number, message?: string) =>
      new Response(message ? JSON.stringify({ message, documentation_url: "https://docs.github.com/rest" }) : null, { status });
    if (request.headers.get("authorization") !== `Bearer ${TOKEN}`) return answer(401, "Bad credentials");
    const match = /^\/repos\/([^/]+)\/([^/]+)\/actions\/workflows\/([^/]+)\/dispatches$/.exec(path);
    if (request.method !== "POST" || !match || `${match[1]}/${match[2]}` !== "aswaq/storefront" || match[3] !== "rebuild.yml") {
      return answer(404, "Not Found");
    }
    const { ref, inputs } = (body ?? {}) as { ref?: string; inputs?: Record<string, unknown> };
    if (ref !== "main") return answer(422, `No ref found for: ${ref}`);
    const unexpected = Object.keys(inputs ?? {}).filter((k) => k !== "run_id");
    if (unexpected.length) return answer(422, `Unexpected inputs provided: ${JSON.stringify(unexpected)}`);
    if (typeof inputs?.run_id !== "string") return answer(422, "Invalid value for input 'run_id'");
    return answer(204);
  };
}

let received: Dispatch[];
beforeEach(async () => {
  await noRunUnderWay();
  received = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(github(received));
});
afterEach(() => vi.restoreAllMocks());

async function press(overrides: Partial<typeof PRODUCTION> = {}) {
  const admin = await createUser({ role: "super_admin" });
  const token = await tokenFor(admin);
  const res = await callWith({ ...PRODUCTION, ...overrides }, "/api/publish/", { method: "POST", headers: { authorization: `Bearer ${token}` } });
  return { admin, token, res };
}

describe("Publish with PUBLISH_TRIGGER=github", () => {
  it("queues the run and dispatches the workflow on the branch with the run's id", async () => {
    const { res } = await press();
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ status: "queued", error: null });
    expect(received).toEqual([
      {
        path: "/repos/aswaq/storefront/actions/workflows/rebuild.yml/dispatches",
        headers: expect.objectContaining({
          accept: "application/vnd.github+json",
          authorization: `Bearer ${TOKEN}`,
          "x-github-api-version": "2022-11-28",
          "user-agent": "aswaq-api",
        }),
        body: { ref: "main", inputs: { run_id: String(res.data.id) } },
      },
    ]);
    // The run waits for the workflow's first report.
    expect((await runRow(res.data.id))?.status).toBe("queued");
    const overview = await callWith(PRODUCTION, "/api/publish/", {
      headers: { authorization: `Bearer ${await tokenFor(await createUser({ role: "super_admin" }))}` },
    });
    expect(overview.data).toMatchObject({ trigger: "github", current: { id: res.data.id } });
  });

  it("does not dispatch a second workflow on a second press", async () => {
    const first = await press();
    const second = await press();
    expect(second.res.status).toBe(409);
    expect(second.res.data.run.id).toBe(first.res.data.id);
    expect(received).toHaveLength(1);
  });

  it("fails the run with GitHub's reason when GitHub refuses, and Publish is free again", async () => {
    const { admin, res } = await press({ GITHUB_TOKEN: "expired" });
    expect(res.status).toBe(502);
    expect(res.data).toMatchObject({
      detail: "GitHub did not start the rebuild: GitHub answered 401: Bad credentials",
      run: { status: "failed", error: "GitHub answered 401: Bad credentials", finished_at: expect.any(String) },
    });
    const records = await recordsOf(res.data.run.id);
    expect(records.map((r) => [r.action, r.actor_id, r.after])).toEqual([
      ["update", admin.id, { status: "failed", error: "GitHub answered 401: Bad credentials" }],
      ["create", admin.id, { status: "queued" }],
    ]);
    expect((await press()).res.status).toBe(201);
  });

  it("gives GitHub's words for a workflow or a branch it does not know", async () => {
    expect((await press({ PUBLISH_WORKFLOW: "deploy.yml" })).res.data.run.error).toBe("GitHub answered 404: Not Found");
    expect((await press({ PUBLISH_REF: "release" })).res.data.run.error).toBe("GitHub answered 422: No ref found for: release");
  });

  it("fails the run when GitHub cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(github(received, { down: true }));
    const { res } = await press();
    expect(res.status).toBe(502);
    expect(res.data.run).toMatchObject({ status: "failed", error: "GitHub could not be reached: Network connection lost." });
  });

  it("fails the run without calling GitHub when the repository or the token is not set", async () => {
    expect((await press({ GITHUB_REPOSITORY: "" })).res.data.run.error).toBe(
      "GITHUB_REPOSITORY is not set to owner/name in the API's configuration.",
    );
    expect((await press({ GITHUB_TOKEN: "" })).res.data.run.error).toMatch(/^GITHUB_TOKEN is not set/);
    expect(received).toEqual([]);
  });

  it("answers in Arabic, GitHub's own words kept as they are", async () => {
    const admin = await createUser({ role: "super_admin" });
    const res = await callWith({ ...PRODUCTION, GITHUB_TOKEN: "nope" }, "/api/publish/", {
      method: "POST",
      headers: { authorization: `Bearer ${await tokenFor(admin)}`, "accept-language": "ar" },
    });
    expect(res.data.detail).toBe("لم يبدأ GitHub إعادة البناء: GitHub answered 401: Bad credentials");
  });
});

describe("the minute's job with PUBLISH_TRIGGER=github (scheduled runs)", () => {
  /** The worker's cron entry, as Cloudflare calls it every minute; resolves when its work is done. */
  async function everyMinute(overrides: Partial<typeof env> = PRODUCTION) {
    const waits: Promise<unknown>[] = [];
    const context = { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    await worker.scheduled!({ cron: "* * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, { ...env, ...overrides }, context);
    await Promise.all(waits);
  }

  async function scheduledRun() {
    const { store, token } = await createOwnedBranch();
    const product = await createProduct(store);
    expect((await api("PATCH", `/api/products/${product.id}/`, { token, json: { base_price: "42.00" } })).status).toBe(200);
    return (await db.select().from(publishRuns).where(eq(publishRuns.status, "queued")).get())!;
  }
  const makeDue = (id: number) => {
    const past = new Date(Date.now() - 11 * 60_000).toISOString();
    return db
      .update(publishRuns)
      .set({ first_change_at: past, last_change_at: past, created_at: past, reported_at: past })
      .where(eq(publishRuns.id, id));
  };

  it("dispatches a scheduled run once it is due, once however many jobs run", async () => {
    const run = await scheduledRun();
    await everyMinute();
    expect(received).toEqual([]);
    await makeDue(run.id);
    await Promise.all([everyMinute(), everyMinute()]);
    await everyMinute();
    expect(received.map((r) => r.body)).toEqual([{ ref: "main", inputs: { run_id: String(run.id) } }]);
    expect((await runRow(run.id))!).toMatchObject({ status: "queued", dispatched_at: expect.any(String) });
    // Publish now names the dispatched run rather than taking it over.
    const { res } = await press();
    expect(res.status).toBe(409);
    expect(received).toHaveLength(1);
  });

  it("fails the run with GitHub's reason when GitHub refuses", async () => {
    const run = await scheduledRun();
    await makeDue(run.id);
    await everyMinute({ ...PRODUCTION, GITHUB_TOKEN: "wrong" });
    expect((await runRow(run.id))!).toMatchObject({ status: "failed", error: "GitHub answered 401: Bad credentials" });
    expect((await recordsOf(run.id))[0]).toMatchObject({ actor_username: "publisher", after: { status: "failed" } });
  });

  it("does nothing where a local publisher claims runs", async () => {
    const run = await scheduledRun();
    await makeDue(run.id);
    await everyMinute({ PUBLISH_TRIGGER: "local" });
    expect(received).toEqual([]);
    expect((await runRow(run.id))!).toMatchObject({ status: "queued", dispatched_at: null });
  });
});
