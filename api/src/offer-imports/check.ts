// Checking an uploaded file (the dry run), as the offer-imports queue's consumer does: the file
// streams from R2 through its reader (csv-rows.ts or xlsx-rows.ts), rows are staged a chunk at
// a time (stage.ts) with the progress written after each, and the counts are taken from the
// staged rows at the end. Memory holds one chunk (and an XLSX file's shared strings), never the
// file's rows. Safe to run twice at once: staging writes each row once, and the end is a
// guarded update from `checking`.
import { and, eq, sql } from "drizzle-orm";
import { offerImportRows, offerImports, users } from "../../db/schema";
import type { Db, Env } from "../env";
import { reachOf } from "../lib/access";
import type { MessageId } from "#contract/messages";
import { inArabic, say } from "#contract/said";
import { branchesFor } from "./branches";
import { readHeader } from "./columns";
import { csvRecords, NotUtf8Error } from "./csv-rows";
import { stageChunk, type RawRow } from "./stage";
import { NotXlsxError, xlsxRows } from "./xlsx-rows";

export const OFFER_IMPORT_QUEUE = "aswaq-offer-imports";
/** The queue's max_retries (api/wrangler.jsonc): after them the import is failed, not left checking. */
export const IMPORT_RETRIES = 3;
/** Rows staged per chunk: three lookups and one insert each. */
export const CHUNK_ROWS = 2000;
/** The most data rows a file may have. */
export const MAX_IMPORT_ROWS = 200_000;

class FileRefused extends Error {
  constructor(
    readonly id: MessageId,
    readonly values?: Record<string, string | number>,
  ) {
    super(id);
  }
}

async function* rowsOf(env: Env, key: string, format: "csv" | "xlsx"): AsyncGenerator<RawRow> {
  const open = async () => {
    const object = await env.MEDIA.get(key);
    if (!object) throw new FileRefused("importFileType");
    return object.body;
  };
  try {
    if (format === "xlsx") {
      yield* xlsxRows(open);
      return;
    }
    let row = 0;
    for await (const cells of csvRecords(await open())) yield { row: ++row, cells };
  } catch (e) {
    if (e instanceof NotUtf8Error) throw new FileRefused("importNotUtf8");
    if (e instanceof NotXlsxError) throw new FileRefused("importNotXlsx");
    throw e;
  }
}

export async function checkImport(db: Db, env: Env, importId: number): Promise<void> {
  const job = await db.select().from(offerImports).where(eq(offerImports.id, importId)).get();
  if (job?.status !== "checking") return;
  const owner = await db.select({ id: users.id, username: users.username, role: users.role }).from(users).where(eq(users.id, job.user_id)).get();
  if (!owner) return;
  const reach = await reachOf(db, owner);
  const branchOf = await branchesFor(db, reach);
  const seen = new Map<string, number>();
  const fail = (id: MessageId, values?: Record<string, string | number>) => {
    // biome-ignore lint/suspicious/noExplicitAny: the message's values are checked where FileRefused is made
    const english = (say as any)(id, values) as string;
    return db
      .update(offerImports)
      .set({ status: "failed", failure: job.language === "ar" ? inArabic(english) : english, updated_at: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` })
      .where(and(eq(offerImports.id, importId), eq(offerImports.status, "checking")));
  };

  try {
    let header: ReturnType<typeof readHeader> | null = null;
    let chunk: RawRow[] = [];
    let done = 0;
    const flush = async () => {
      if (!header || chunk.length === 0) return;
      await stageChunk(db, { importId, language: job.language, at: header.at, branchOf, seen }, chunk);
      done += chunk.length;
      chunk = [];
      await db
        .update(offerImports)
        .set({ rows_done: sql`max(${offerImports.rows_done}, ${done})` })
        .where(eq(offerImports.id, importId));
    };
    for await (const row of rowsOf(env, job.file_key, job.format)) {
      if (!header) {
        if (row.cells.every((c) => c.trim() === "")) continue;
        header = readHeader(row.cells);
        if (header.missing.length > 0) throw new FileRefused("importMissingColumns", { columns: header.missing.join(", ") });
        continue;
      }
      if (row.cells.every((c) => c.trim() === "")) continue;
      if (done + chunk.length >= MAX_IMPORT_ROWS) throw new FileRefused("importTooManyRows", { n: MAX_IMPORT_ROWS });
      chunk.push(row);
      if (chunk.length >= CHUNK_ROWS) await flush();
    }
    await flush();
    if (!header || done === 0) throw new FileRefused("importNoRows");
  } catch (e) {
    if (e instanceof FileRefused) {
      await db.batch([fail(e.id, e.values), db.delete(offerImportRows).where(eq(offerImportRows.import_id, importId))]);
      return;
    }
    throw e; // the queue tries again
  }

  const count = (action: string) =>
    sql<number>`(select count(*) from ${offerImportRows} where ${offerImportRows.import_id} = ${importId} and ${offerImportRows.action} = ${action})`;
  await db
    .update(offerImports)
    .set({
      status: "ready",
      to_add: count("add"),
      to_change: count("change"),
      unchanged: count("same"),
      errors: count("error"),
      updated_at: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    })
    .where(and(eq(offerImports.id, importId), eq(offerImports.status, "checking")));
}

/** A check that kept failing (not the file's fault): the import is failed, so the merchant may upload again. */
export async function giveUpImport(db: Db, importId: number) {
  const job = await db.select({ language: offerImports.language }).from(offerImports).where(eq(offerImports.id, importId)).get();
  if (!job) return;
  const english = say("serverError");
  await db
    .update(offerImports)
    .set({ status: "failed", failure: job.language === "ar" ? inArabic(english) : english })
    .where(and(eq(offerImports.id, importId), eq(offerImports.status, "checking")));
}
