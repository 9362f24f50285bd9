// Offers updated from a spreadsheet (issue 31, docs/decisions/0037): an upload is checked in the
// background (the dry run), then applied as one action, all or nothing. Money as EGP strings.
import { z } from "zod";
import { OFFER_IMPORT_ACTIONS, OFFER_IMPORT_STATUSES } from "../db/schema";
import { idInput, paged } from "./common";
import { say } from "./said";

export { OFFER_IMPORT_ACTIONS, OFFER_IMPORT_STATUSES };
/** The largest file accepted, in MB. */
export const IMPORT_MAX_MB = 20;

export const offerImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: z.enum(["csv", "xlsx"]),
  status: z.enum(OFFER_IMPORT_STATUSES).describe("checking (the dry run is under way), ready, failed (the whole file refused) or applied."),
  rows_done: z.number().int().describe("Data rows checked so far: the progress while checking."),
  to_add: z.number().int(),
  to_change: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  failure: z.string().nullable().describe("Why the whole file was refused, in the language it was uploaded in."),
  applied_at: z.string().nullable(),
  created_at: z.string(),
});
export type OfferImport = z.infer<typeof offerImport>;

const egp = z.string().nullable();
export const offerImportRow = z.object({
  row: z.number().int().describe("The row's number as a spreadsheet shows it (the header is row 1)."),
  action: z.enum(OFFER_IMPORT_ACTIONS),
  sku: z.string(),
  branch: z.string().describe("The branch as the file names it."),
  branch_id: z.number().int().nullable(),
  product: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string() }).nullable(),
  before: z.object({ price: egp, stock: z.number().int().nullable(), available: z.boolean().nullable() }).nullable(),
  after: z.object({ price: egp, stock: z.number().int().nullable(), available: z.boolean().nullable() }).nullable(),
  error: z.string().nullable(),
});
export type OfferImportRow = z.infer<typeof offerImportRow>;
export const offerImportRowPage = paged(offerImportRow);

/** GET /offer-imports/{id}/rows/?action=: the dry run's rows in file order, one kind at a time. */
export const offerImportRowFilters = z.object({
  action: z.enum(OFFER_IMPORT_ACTIONS, { error: (issue) => say("notAChoice", { value: String(issue.input) }) }).optional(),
});

/** GET /offer-exports/?store=&branch=: the caller's offers as the import reads them. */
export const offerExportFilters = z.object({ store: idInput.optional(), branch: idInput.optional() });
