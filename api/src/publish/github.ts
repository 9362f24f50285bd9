// In production a publish run starts the storefront's rebuild workflow (.github/workflows/rebuild.yml)
// through GitHub's REST API: "Create a workflow dispatch event",
// POST /repos/{owner}/{repo}/actions/workflows/{workflow}/dispatches with the branch and the
// run's id as the workflow's input; GitHub answers 204 (or 200 with the run's details).
import type { Env } from "../env";

export type Trigger = "local" | "github";

export const triggerOf = (env: Env): Trigger => (env.PUBLISH_TRIGGER === "github" ? "github" : "local");

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const TIMEOUT_MS = 10_000;

/** Asks GitHub to run the workflow for run `runId`: null when it will, else why not (kept as the run's error). */
export async function dispatchWorkflow(env: Env, runId: number): Promise<string | null> {
  const repository = env.GITHUB_REPOSITORY?.trim() ?? "";
  if (!REPOSITORY.test(repository)) return "GITHUB_REPOSITORY is not set to owner/name in the API's configuration.";
  if (!env.GITHUB_TOKEN) return "GITHUB_TOKEN is not set: `wrangler secret put GITHUB_TOKEN` with a token that may run the repository's workflows.";
  const base = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  const workflow = encodeURIComponent(env.PUBLISH_WORKFLOW || "rebuild.yml");
  try {
    const res = await fetch(`${base}/repos/${repository}/actions/workflows/${workflow}/dispatches`, {
      method: "POST",
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${env.GITHUB_TOKEN}`,
        "content-type": "application/json",
        "user-agent": "aswaq-api",
        "x-github-api-version": "2022-11-28",
      },
      body: JSON.stringify({ ref: env.PUBLISH_REF || "main", inputs: { run_id: String(runId) } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return null;
    // GitHub's error bodies are {"message": "...", "documentation_url": "..."}.
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message : "";
    return `GitHub answered ${res.status}${message ? `: ${message}` : ""}`.slice(0, 500);
  } catch (error) {
    return `GitHub could not be reached: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
  }
}
