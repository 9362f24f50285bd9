// `npm start`: migrate and (if empty) seed the local D1/R2, start the API worker, build the
// site against it, then serve the site, and run the publisher that rebuilds the pages when a
// super admin presses Publish or a merchant's changes are due. Everything runs offline in workerd via wrangler.
import { ensureDevVars } from "./lib/dev-vars.mjs";
import { errorMessage } from "./lib/error-message.mjs";
import { startPublisher } from "./lib/publisher.mjs";
import { applyMigrations, run, startWorker, stopWorker } from "./lib/workers.mjs";

const PORT = Number(process.env.PORT ?? 4321);
const API_PORT = Number(process.env.API_PORT ?? 8787);
const PERSIST = ".wrangler/state";
const started = Date.now();
/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {ReturnType<typeof startPublisher> | undefined} */
let publisher;

async function shutdown(code = 0) {
  // The publisher first: a build under way is stopped and reported while the API still answers.
  await publisher?.stop();
  for (const child of children) stopWorker(child);
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  console.log("› Applying database migrations (local D1)…");
  await applyMigrations(PERSIST, { quiet: true });
  console.log("› Seeding the demo marketplace if the database is empty…");
  await run("node", ["scripts/seed.mjs", "--if-empty"]);

  console.log(`› Starting the API worker on :${API_PORT}…`);
  const apiOrigin = `http://127.0.0.1:${API_PORT}`;
  // A merchant's change publishes by itself (ADR 0016, addendum): locally after 30 seconds without
  // another change, at most 2 minutes after the first, so that trying it out does not take long.
  children.push(
    await startWorker({
      config: "api/wrangler.jsonc",
      port: API_PORT,
      persistTo: PERSIST,
      readyPath: "/api/health",
      echo: true,
      // E-mails link to the site as `npm start` serves it (ADR 0025).
      vars: {
        PUBLISH_DELAY: process.env.PUBLISH_DELAY ?? "30",
        PUBLISH_MAX_WAIT: process.env.PUBLISH_MAX_WAIT ?? "120",
        SITE_ORIGIN: `http://localhost:${PORT}`,
      },
    }),
  );

  console.log("› Building the site…");
  await run("astro", ["build"], { quiet: true, env: { API_URL: apiOrigin } });

  console.log(`› Starting the site on :${PORT}…`);
  children.push(
    await startWorker({ config: "dist/server/wrangler.json", port: PORT, persistTo: PERSIST, vars: { API_ORIGIN: apiOrigin }, echo: true }),
  );

  // Publish in the dashboard rebuilds dist/ in place; the site worker serves the new pages.
  publisher = startPublisher({ apiOrigin, secret: ensureDevVars().PUBLISH_SECRET, out: "dist" });
} catch (error) {
  console.error(errorMessage(error));
  await shutdown(1);
}

console.log(`
  Aswaq is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s).

    Site  http://localhost:${PORT}/
    API   http://localhost:${API_PORT}/api/

  Demo accounts (local seed only), password Demo-Pass-1:
    admin     super admin
    owner1    branch owner (Fresh Market branches)
    owner2    branch owner (Nile Electronics)
    customer  customer

  Publish (dashboard, super admin) rebuilds the pages here while the site keeps serving.
  Ctrl+C stops both workers and the publisher. Data persists in ${PERSIST}; \`npm run seed -- --reset\` starts over.
`);
for (const child of children) child.on("exit", (code) => shutdown(code ?? 1));
