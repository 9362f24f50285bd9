// Offers from a spreadsheet (issue 31, docs/decisions/0037), for merchants and super admins:
// - POST /offer-imports/ (multipart `file`, CSV or XLSX, judged by its bytes): kept in R2 and
//   checked by the offer-imports queue; 202 with the import, `checking` until its dry run is in;
// - GET /offer-imports/{id}/ (its counts and progress) and /rows/?action= (the dry run's rows);
// - POST /offer-imports/{id}/apply/: all or nothing (apply.ts);
// - GET /offer-exports/?store=&branch=: the caller's offers in the same columns.
// An import is its uploader's (and a super admin's); rows name only branches the uploader runs.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { accepts } from "hono/accepts";
import { IMPORT_MAX_MB, offerExportFilters, offerImportRowFilters } from "#contract/offer-imports";
import { say } from "#contract/said";
import { LANGUAGES, matchLanguage } from "#shared/accept-language";
import { offerImportRows, offerImports, products } from "../../db/schema";
import { requireRole } from "../auth/middleware";
import { type AppEnv, type AuthUser, type Env, openDb } from "../env";
import { reachOf, runsBranch, worksInStore } from "../lib/access";
import { badRequest, forbidden, notFound, unsupportedMediaType } from "../lib/errors";
import { pagedResponse, readPage } from "../lib/paging";
import { check, formBody, pathId } from "../lib/validate";
import { branches } from "../../db/schema";
import { applyImport } from "./apply";
import { checkImport } from "./check";
import { exportOffers } from "./export";
import { serializeImport, serializeRow } from "./serialize";

export const offerImportRoutes = new Hono<AppEnv>();

const MERCHANTS = ["branch_owner", "super_admin"] as const;
const languageOf = (c: Context) =>
  accepts(c, { header: "Accept-Language", supports: [...LANGUAGES], default: "en", match: matchLanguage }) === "ar" ? "ar" : "en";

/** CSV or XLSX, by the file's first bytes: a ZIP's signature, or UTF-8 text without NUL bytes. */
export function formatOf(head: Uint8Array): "csv" | "xlsx" | null {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "xlsx";
  if (head.length === 0 || head.includes(0)) return null;
  try {
    // Streaming: a multi-byte character cut at the end of the sample is not a fault of the file.
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(head, { stream: true });
    return "csv";
  } catch {
    return null;
  }
}

/** Starts the dry run: on the queue where there is one, else after the response. */
function startCheck(c: Context<AppEnv>, id: number) {
  const env = c.env as Env & { IMPORT_QUEUE?: Queue<{ id: number }> };
  if (env.IMPORT_QUEUE) return env.IMPORT_QUEUE.send({ id });
  c.executionCtx.waitUntil(checkImport(openDb(env.DB), env, id));
}

offerImportRoutes.post("/offer-imports", async (c) => {
  const user = requireRole(c, ...MERCHANTS);
  const form = await formBody(c);
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw badRequest({ file: [say("required")] });
  if (file.size > IMPORT_MAX_MB * 1024 * 1024) throw badRequest({ file: [say("importTooLarge", { n: IMPORT_MAX_MB })] });
  const format = formatOf(new Uint8Array(await file.slice(0, 4096).arrayBuffer()));
  if (!format) throw unsupportedMediaType(say("importFileType"));
  const key = `imports/${crypto.randomUUID()}.${format}`;
  await c.env.MEDIA.put(key, file.stream(), {
    httpMetadata: { contentType: format === "csv" ? "text/csv" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  });
  const name = [...(file.name || `offers.${format}`).normalize("NFC")]
    .map((ch) => (ch === "/" || ch === "\\" || ch.charCodeAt(0) < 32 ? "_" : ch))
    .join("")
    .slice(-200);
  const job = await c.var.db
    .insert(offerImports)
    .values({ user_id: user.id, file_key: key, file_name: name, format, size: file.size, language: languageOf(c) })
    .returning()
    .get();
  await startCheck(c, job.id);
  return c.json(serializeImport(job), 202);
});

async function visibleImport(c: Context<AppEnv>, user: AuthUser) {
  const job = await c.var.db
    .select()
    .from(offerImports)
    .where(eq(offerImports.id, pathId(c)))
    .get();
  // Another merchant's import is not theirs to know of.
  if (!job || (job.user_id !== user.id && user.role !== "super_admin")) throw notFound();
  return job;
}

offerImportRoutes.get("/offer-imports/:id{[0-9]+}", async (c) => {
  const user = requireRole(c, ...MERCHANTS);
  return c.json(serializeImport(await visibleImport(c, user)));
});

offerImportRoutes.get("/offer-imports/:id{[0-9]+}/rows", async (c) => {
  const user = requireRole(c, ...MERCHANTS);
  const job = await visibleImport(c, user);
  const { action } = check(offerImportRowFilters, c.req.query());
  const page = readPage(c);
  const where = and(eq(offerImportRows.import_id, job.id), action ? eq(offerImportRows.action, action) : undefined);
  const [[{ n }], rows] = await c.var.db.batch([
    c.var.db.select({ n: sql<number>`count(*)` }).from(offerImportRows).where(where),
    c.var.db.select().from(offerImportRows).where(where).orderBy(asc(offerImportRows.row)).limit(page.limit).offset(page.offset),
  ]);
  const ids = [...new Set(rows.map((r) => r.product_id).filter((id): id is number => id !== null))];
  const named = ids.length
    ? await c.var.db.select({ id: products.id, name: products.name, name_ar: products.name_ar }).from(products).where(inArray(products.id, ids))
    : [];
  const byId = new Map(named.map((p) => [p.id, p]));
  return c.json(
    pagedResponse(
      c,
      page,
      n,
      rows.map((r) => serializeRow(r, r.product_id === null ? undefined : byId.get(r.product_id))),
    ),
  );
});

offerImportRoutes.post("/offer-imports/:id{[0-9]+}/apply", async (c) => {
  const user = requireRole(c, ...MERCHANTS);
  const job = await visibleImport(c, user);
  await applyImport(c.var.db, user, job);
  const done = await c.var.db.select().from(offerImports).where(eq(offerImports.id, job.id)).get();
  return c.json(serializeImport(done ?? job));
});

offerImportRoutes.get("/offer-exports", async (c) => {
  const user = requireRole(c, ...MERCHANTS);
  const narrow = check(offerExportFilters, c.req.query());
  const reach = await reachOf(c.var.db, user);
  if (narrow.store !== undefined && !worksInStore(reach, narrow.store)) throw forbidden();
  if (narrow.branch !== undefined) {
    const branch = await c.var.db.select({ id: branches.id, store_id: branches.store_id }).from(branches).where(eq(branches.id, narrow.branch)).get();
    if (!branch || !runsBranch(reach, branch)) throw forbidden();
  }
  const day = new Date().toISOString().slice(0, 10);
  // The body is read after this handler returns, outside the request's database context
  // (lib/request-db.ts): the stream gets a database of its own over the binding.
  return c.body(exportOffers(openDb(c.env.DB), user, languageOf(c), narrow), 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="aswaq-offers-${day}.csv"`,
    "cache-control": "no-store",
  });
});
