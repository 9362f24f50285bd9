// GET /returns/{id}/credit-note/'s query, apart from the route so the OpenAPI document (built in
// Node too) reads it without the worker's modules.
import { z } from "zod";
import { say } from "#contract/said";
import { LANGUAGES } from "#shared/accept-language";

export const creditNoteQuery = z.object({
  lang: z
    .enum(LANGUAGES, { error: (issue) => say("notAChoice", { value: String(issue.input) }) })
    .optional()
    .describe("The document's language: en or ar. Without it, Accept-Language's, else the caller's account language."),
});
