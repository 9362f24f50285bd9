// The local publisher (docs/decisions/0016): beside `npm start`'s workers, and the test harness's,
// it asks the API every couple of seconds whether a run is due, a super admin's Publish or one
// that storefront changes scheduled (POST /api/publish/claim/, which hands a due run to one
// publisher only, and none while another builds), rebuilds the
// pages with the same rebuild as `npm run rebuild` (atomic swap: the site keeps serving), and
// reports how it goes (POST /api/publish/{id}/progress/): the steps, pages so far, then done
// with the page count or failed with the build's last lines. It proves itself with the service
// secret PUBLISH_SECRET; the API gives up a run that goes silent, so a publisher that dies
// mid-build never blocks Publish for good.
/** @import { Progress } from "./rebuild.mjs" */
import { errorMessage } from "./error-message.mjs";
import { rebuild as siteRebuild } from "./rebuild.mjs";

const POLL_MS = 2_000;
/** Progress is sent at most this often... */
const THROTTLE_MS = 1_000;
/** ...and repeated at least this often, so a long quiet step (Vite's bundling) is not taken for a dead publisher. */
const HEARTBEAT_MS = 15_000;
/** The API keeps 4000 characters of a reason; the end of a build's output matters most. */
const MAX_REASON = 3_900;
const FINAL_TRIES = 5;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts polling; `stop()` ends it (a build under way is stopped and reported failed). `rebuild`
 * is the build to run (scripts/lib/rebuild.mjs's); `out` the folder the site is served from.
 * @param {{ apiOrigin: string, secret: string, out?: string, rebuild?: typeof siteRebuild, pollMs?: number,
 *   log?: (line: string) => void }} options
 */
export function startPublisher({ apiOrigin, secret, out = "dist", rebuild = siteRebuild, pollMs = POLL_MS, log = (line) => console.log(line) }) {
  let stopped = false;
  /** @type {(value?: unknown) => void} */
  let wake = () => {};
  /** @type {AbortController | undefined} */
  let building;
  let unreachable = false;

  /** @param {string} path @param {unknown} [body] */
  const post = (path, body) =>
    fetch(new URL(path, apiOrigin), {
      method: "POST",
      headers: { "content-type": "application/json", "x-publish-secret": secret },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });

  /**
   * A run the API hands this publisher (the claim's answer, api/src/publish/).
   * @typedef {{ id: number, cause: string, change_count: number, requested_by: { username: string } }} Run
   * @returns {Promise<Run | null>}
   */
  async function claim() {
    const res = await post("/api/publish/claim/");
    if (res.status === 204) return null;
    if (!res.ok) throw new Error(`the API answered ${res.status} to the publisher (${(await res.text()).slice(0, 200)})`);
    return /** @type {Promise<Run>} */ (res.json());
  }

  /** @param {Run} run */
  async function publish(run) {
    const why =
      run.cause === "auto"
        ? `${run.change_count} storefront change(s), the first by ${run.requested_by.username}`
        : `asked by ${run.requested_by.username}`;
    log(`› Publishing the storefront (run ${run.id}, ${why})…`);
    const started = Date.now();
    const controller = new AbortController();
    building = controller;
    // Reports go one after another, the newest progress only, and never after the final one.
    /** @type {{ status: "building" } & Progress} */
    let latest = { status: "building", step: "fetching" };
    let sentAt = 0;
    let queue = Promise.resolve();
    let pending = false;
    const send = () => {
      if (pending) return;
      pending = true;
      queue = queue.then(async () => {
        await sleep(Math.max(0, sentAt + THROTTLE_MS - Date.now()));
        pending = false;
        sentAt = Date.now();
        try {
          const res = await post(`/api/publish/${run.id}/progress/`, latest);
          // The run was given up or finished meanwhile: nothing of this build is wanted.
          if (res.status === 409) controller.abort();
        } catch {
          // The next report, or the heartbeat, tries again.
        }
      });
    };
    const heartbeat = setInterval(send, HEARTBEAT_MS);
    let final;
    try {
      const { pages } = await rebuild({
        apiUrl: apiOrigin,
        out,
        signal: controller.signal,
        onProgress: (progress) => {
          latest = { status: "building", ...progress };
          send();
        },
      });
      final = { status: "done", pages };
      log(`› Published: ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      const reason = errorMessage(error).trim() || "The build failed.";
      final = { status: "failed", error: reason.length > MAX_REASON ? `…${reason.slice(-MAX_REASON)}` : reason };
      log(`› Publishing failed:\n${reason}`);
    } finally {
      clearInterval(heartbeat);
      building = undefined;
    }
    await queue;
    // The outcome matters more than any progress: tried again while the API restarts.
    for (let attempt = 1; attempt <= (stopped ? 1 : FINAL_TRIES); attempt++) {
      try {
        const res = await post(`/api/publish/${run.id}/progress/`, final);
        if (res.ok || res.status === 409) return;
      } catch {
        // tried again below
      }
      await sleep(2_000);
    }
    log(`› The publisher could not report the end of run ${run.id}; the API will give it up.`);
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        const run = await claim();
        if (unreachable) log("› The publisher reaches the API again.");
        unreachable = false;
        if (run) {
          await publish(run);
          continue;
        }
      } catch (error) {
        if (!unreachable) log(`› The publisher cannot reach the API (${errorMessage(error)}); it keeps trying.`);
        unreachable = true;
      }
      await new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollMs);
      });
    }
  })();

  return {
    /** Stops polling; a build under way is stopped, reported failed, and its folder left as it was. */
    async stop() {
      stopped = true;
      building?.abort();
      wake();
      await loop;
    },
  };
}
