// Publishing the storefront (docs/decisions/0016): a super admin asks for a rebuild of the
// prerendered pages; the rebuilder (npm start's publisher locally, the rebuild workflow in
// production) takes the run and reports how it goes.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { PUBLISH_CAUSES, PUBLISH_STATUSES, PUBLISH_STEPS, publishRuns } from "../db/schema";
import { say } from "./said";

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? say("required") : say("invalidChoice", { value: String(issue.input) })) });

const columns = createSelectSchema(publishRuns, {
  status: () => z.enum(PUBLISH_STATUSES),
  step: () => z.enum(PUBLISH_STEPS).nullable(),
  cause: () => z.enum(PUBLISH_CAUSES),
});

export const publishRun = columns
  .pick({
    id: true,
    status: true,
    step: true,
    pages_done: true,
    pages_total: true,
    pages: true,
    error: true,
    log_url: true,
    created_at: true,
    started_at: true,
    finished_at: true,
    cause: true,
    change_count: true,
  })
  .extend({
    /** Who asked (for an automatic run, who made the first change); the id is null once that user is gone. */
    requested_by: z.object({ id: z.number().int().nullable(), username: z.string() }),
    /** While queued: when it may start (an automatic run waits for more changes; ADR 0016, addendum). */
    due_at: z.string().nullable(),
  });
export type PublishRun = z.infer<typeof publishRun>;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export type PublishStep = (typeof PUBLISH_STEPS)[number];

/** How this API starts a rebuild: a local publisher picks the run up, or it dispatches GitHub's workflow. */
export const PUBLISH_TRIGGERS = ["local", "github"] as const;

/** GET /publish/: the run under way (if any), the one waiting beside it, and the last runs, newest first. */
export const publishOverview = z.object({
  current: publishRun.nullable(),
  /** A run waiting while `current` builds (changes made during the build). */
  next: publishRun.nullable(),
  runs: z.array(publishRun),
  trigger: z.enum(PUBLISH_TRIGGERS),
});
export type PublishOverview = z.infer<typeof publishOverview>;

/**
 * Where a merchant's storefront changes are (GET /publish/status/): nothing published yet
 * (`none`), waiting for the automatic run (`waiting`, due at `due_at`), being built
 * (`publishing`), on the storefront (`live`, since `since`) or not, because the run failed
 * (`failed`). Only the caller's stores' changes count; a super admin sees the newest run's.
 */
export const PUBLISH_VIEW_STATES = ["none", "waiting", "publishing", "live", "failed"] as const;
export const publishStatusView = z.object({
  state: z.enum(PUBLISH_VIEW_STATES),
  /** The changes of the caller's stores that run carries. */
  changes: z.number().int(),
  /** waiting: when the build may start. */
  due_at: z.string().nullable(),
  /** waiting or publishing: when the pages should be live, from the last build's length; null when unknown. */
  expected_at: z.string().nullable(),
  /** publishing: since it started; live or failed: since it ended. */
  since: z.string().nullable(),
});
export type PublishStatusView = z.infer<typeof publishStatusView>;

/** POST /publish/ while a run is queued or building: the refusal names that run. */
export const publishBusy = z.object({ detail: z.string(), run: publishRun });
/** POST /publish/ when GitHub would not start the workflow: the run, now failed, with the reason. */
export const publishTriggerFailed = z.object({ detail: z.string(), run: publishRun });

const count = z
  .number({ error: say("notAnInteger") })
  .int({ error: say("notAnInteger") })
  .min(0, { error: say("atLeast", { n: 0 }) });
const MAX_ERROR = 4000;

/**
 * What the rebuilder reports (POST /publish/{id}/progress/): the run's new status, where the
 * build is, and at the end the page count (done) or the reason (failed).
 */
export const publishProgressInput = z
  .object({
    status: choice(["building", "done", "failed"] as const),
    step: choice(PUBLISH_STEPS).optional(),
    pages_done: count.optional(),
    pages_total: count.optional(),
    pages: count.optional(),
    error: z
      .string({ error: say("notAString") })
      .trim()
      .max(MAX_ERROR, { error: say("maxChars", { n: MAX_ERROR }) })
      .optional(),
    log_url: z
      .string({ error: say("notAString") })
      .max(500, { error: say("maxChars", { n: 500 }) })
      .regex(/^https?:\/\/\S+$/, { error: say("badUrl") })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "done" && v.pages === undefined) ctx.addIssue({ code: "custom", path: ["pages"], message: say("required") });
    if (v.status === "failed" && !v.error) ctx.addIssue({ code: "custom", path: ["error"], message: say("required") });
  });
export type PublishProgressInput = z.infer<typeof publishProgressInput>;
