// The OpenAPI entries of /api/publish/ (routes.ts, ADR 0016): rebuilding the prerendered
// storefront, and how it went.
import { z } from "zod";
import { publishOverview, publishProgressInput, publishRun, publishStatusView, publishTriggerFailed } from "#contract/publish";
import { ADMIN, idParam, MERCHANT, type Operation, tagged } from "../openapi/define";

const { op } = tagged("Publish");
const secret = { name: "X-Publish-Secret", description: "The service secret PUBLISH_SECRET.", schema: z.string() };

export const publishOperations: readonly Operation[] = [
  op({
    id: "publishOverview",
    method: "get",
    path: "/api/publish/",
    summary: "The storefront rebuild under way (if any), the one waiting, and the last 10, newest first",
    description:
      "Runs nobody took or reported on for too long are marked failed first. `current` is the run building, else the one waiting; `next` the run waiting beside a build. A run's `cause` says whether a super admin pressed Publish (`manual`) or storefront changes scheduled it (`auto`, due `due_at`: PUBLISH_DELAY seconds after the last change, at most PUBLISH_MAX_WAIT after the first).",
    access: ADMIN,
    ok: [
      { status: 200, schema: publishOverview, description: "The current run, the history, and how a run starts here (local publisher or GitHub)." },
    ],
  }),
  op({
    id: "publishStatus",
    method: "get",
    path: "/api/publish/status/",
    summary: "Where the caller's storefront changes are: waiting (and until when), publishing, live or failed",
    description:
      "A merchant's changes to products, listings, branches, settings and themes schedule a rebuild by themselves. This tells the merchant about the newest run carrying a change of a store they own or manage: nothing of other stores, of who asked, or why a build failed. A super admin sees the newest run.",
    access: MERCHANT,
    ok: [{ status: 200, schema: publishStatusView, description: "The state, the changes counted, and its times." }],
  }),
  op({
    id: "publish",
    method: "post",
    path: "/api/publish/",
    summary: "Rebuild the prerendered storefront",
    description:
      "Queues a run due at once, or takes over the run storefront changes scheduled (it becomes the super admin's, due at once); with PUBLISH_TRIGGER=github it also dispatches the rebuild workflow. While a run builds, or a super admin's or a dispatched run waits, nothing starts: 409 names that run (changes waiting are built by the next run by themselves).",
    access: ADMIN,
    ok: [
      { status: 201, schema: publishRun, description: "The queued run." },
      { status: 502, schema: publishTriggerFailed, description: "GitHub would not start the workflow: the run, now failed, and why." },
    ],
    errors: [409],
  }),
  op({
    id: "claimPublishRun",
    method: "post",
    path: "/api/publish/claim/",
    summary: "The local publisher takes the queued run once it is due and no other builds (it becomes building)",
    description: "Not for people: the rebuilder sends the service secret in X-Publish-Secret (401 without it, 403 when wrong).",
    access: "public",
    headers: [secret],
    ok: [
      { status: 200, schema: publishRun, description: "The run, now building." },
      { status: 204, description: "No run is due, or another is building." },
    ],
    errors: [403],
  }),
  op({
    id: "reportPublishProgress",
    method: "post",
    path: "/api/publish/{id}/progress/",
    summary: "The rebuilder reports: building (step, pages so far), done (page count) or failed (why)",
    description:
      "Not for people: the rebuilder sends the service secret in X-Publish-Secret (401 without it, 403 when wrong). A run moves queued → building → done or failed, never back: anything else is 409.",
    access: "public",
    params: idParam,
    headers: [secret],
    body: { json: publishProgressInput },
    ok: [{ status: 200, schema: publishRun, description: "The run as it now is." }],
    errors: [403, 409],
  }),
];
