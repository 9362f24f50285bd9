// The OpenAPI entries of offers from a spreadsheet (routes.ts, docs/decisions/0037).
import { z } from "zod";
import { IMPORT_MAX_MB, offerExportFilters, offerImport, offerImportRowFilters, offerImportRowPage } from "#contract/offer-imports";
import { ADMIN_PAGE_SIZE } from "#contract/common";
import { id, MERCHANT, type Operation, tagged } from "../openapi/define";

const { op } = tagged("Offer imports");
const params = { id: id("The import's id (digits).") };
const access = MERCHANT;
const whose = "The uploader's own (a super admin's: any); another merchant's import is a 404.";

export const offerImportOperations: readonly Operation[] = [
  op({
    id: "createOfferImport",
    method: "post",
    path: "/api/offer-imports/",
    summary: "Upload offers from a spreadsheet (CSV or XLSX): its dry run starts",
    description: `Store owners, branch managers and super admins. Columns (matched without case, in English or Arabic): sku, branch (id or name, one the uploader runs), price (EGP), stock, available (yes/no); other columns are ignored, an empty cell keeps the offer's value. CSV must be UTF-8 (with or without a byte-order mark; comma or semicolon separated); XLSX: the first sheet. Arabic-Indic digits are read. At most ${IMPORT_MAX_MB} MB and 200,000 rows. The file is judged by its bytes (415 otherwise) and checked in the background: poll getOfferImport until its status is ready (or failed); the rows' errors are in the language of this request.`,
    access,
    body: { form: z.object({}), files: [{ name: "file", required: true, description: `CSV or XLSX, at most ${IMPORT_MAX_MB} MB.` }] },
    ok: [{ status: 202, schema: offerImport, description: "The import, checking." }],
    errors: [415],
  }),
  op({
    id: "getOfferImport",
    method: "get",
    path: "/api/offer-imports/{id}/",
    summary: "An import's dry run: progress, then rows to add, to change, unchanged and in error",
    description: whose,
    access,
    params,
    ok: [{ status: 200, schema: offerImport, description: "The import." }],
  }),
  op({
    id: "listOfferImportRows",
    method: "get",
    path: "/api/offer-imports/{id}/rows/",
    summary: "An import's rows in file order, with each offer before and after, or the row's error",
    description: whose,
    access,
    params,
    query: offerImportRowFilters,
    paged: ADMIN_PAGE_SIZE,
    ok: [{ status: 200, schema: offerImportRowPage, description: "A page of rows." }],
  }),
  op({
    id: "applyOfferImport",
    method: "post",
    path: "/api/offer-imports/{id}/apply/",
    summary: "Apply a checked import: every row or none",
    description: `${whose} Only a ready import without errors (else 409, nothing applied). Stock moves by what the file changes since the check, so orders placed meanwhile stay sold; offers changed under the check (deleted, added, stock that would go below zero) are a 409 naming the row. One audit entry with the counts.`,
    access,
    params,
    ok: [{ status: 200, schema: offerImport, description: "The import, applied." }],
    errors: [409],
  }),
  op({
    id: "exportOffers",
    method: "get",
    path: "/api/offer-exports/",
    summary: "The caller's offers as CSV, in the columns the import reads",
    description:
      "Store owners (their stores'), branch managers (their branches'), super admins (all), narrowed by store or branch they run (else 403). sku, branch (id), price, stock, available, then the product's and branch's names in the Accept-Language's language. Importing the file unchanged changes nothing.",
    access,
    query: offerExportFilters,
    ok: [{ status: 200, media: "text/csv", description: "The offers as CSV." }],
    errors: [400],
  }),
];
