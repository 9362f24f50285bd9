// `npm run rebuild`: rebuilds the prerendered pages from the running API (API_URL, default
// http://127.0.0.1:8787) without taking the site down: the build goes to dist-next while
// dist keeps serving, then the two folders are swapped by renaming (dist -> dist-old,
// dist-next -> dist) and the old one is removed. A failed build leaves dist untouched.
// The same rebuild runs when a super admin presses Publish (scripts/lib/publisher.mjs).
import { errorMessage } from "./lib/error-message.mjs";
import { rebuild } from "./lib/rebuild.mjs";

const API_URL = process.env.API_URL ?? "http://127.0.0.1:8787";
const OUT = process.env.ASWAQ_DIST ?? "dist";
const started = Date.now();

/** @type {Partial<Record<import("./lib/rebuild.mjs").Progress["step"], string>>} */
const SAY = {
  fetching: `› Building the site from ${API_URL} into ${OUT}-next/ (${OUT}/ keeps serving)…`,
  checking: "› Checking the new build…",
  swapping: `› Swapping it into ${OUT}/…`,
};
let said = "";

try {
  const { pages } = await rebuild({
    apiUrl: API_URL,
    out: OUT,
    onProgress: ({ step }) => {
      if (step !== said && SAY[step]) console.log(SAY[step]);
      said = step;
    },
  });
  console.log(`› ${OUT}/ now holds the new build: ${pages} pages (${((Date.now() - started) / 1000).toFixed(1)} s).`);
} catch (error) {
  console.error(errorMessage(error));
  if (/health did not answer/.test(errorMessage(error))) console.error("Start the API (npm start does) or set API_URL.");
  process.exit(1);
}
