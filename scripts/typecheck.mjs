// `npm run typecheck`: every type check (scripts/lib/typecheck.mjs), each even after one failed.
import { errorMessage } from "./lib/error-message.mjs";
import { typecheck } from "./lib/typecheck.mjs";

try {
  await typecheck();
} catch (error) {
  console.error(errorMessage(error));
  process.exit(1);
}
