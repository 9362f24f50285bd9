import { afterEach, describe, expect, it, vi } from "vitest";
import { IMPORT_MAX_MB as API_MAX_MB, OFFER_IMPORT_ACTIONS, type OfferImport } from "#contract/offer-imports";
import { strings } from "../../i18n";
import {
  $importRows,
  $offerImport,
  applyOfferImport,
  applyQuestion,
  changedValues,
  countOf,
  fileProblem,
  firstKind,
  formatCount,
  IMPORT_KINDS,
  IMPORT_MAX_MB,
  importRowsPath,
  loadImportRows,
  readImportView,
  type UploadRequest,
  uploadOffers,
  watchImport,
} from "./offer-import";
import { offersExportPath, offersFileName } from "./offers-export";

const job = (fields: Partial<OfferImport> = {}): OfferImport => ({
  id: 7,
  file_name: "offers.csv",
  format: "csv",
  status: "ready",
  rows_done: 10,
  to_add: 0,
  to_change: 0,
  unchanged: 0,
  errors: 0,
  failure: null,
  applied_at: null,
  created_at: "2026-11-29T10:00:00Z",
  ...fields,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the import view's store", () => {
  it("holds the API's limits and kinds (no contract code in the browser)", () => {
    expect(IMPORT_MAX_MB).toBe(API_MAX_MB);
    expect([...IMPORT_KINDS].sort()).toEqual([...OFFER_IMPORT_ACTIONS].sort());
    expect(IMPORT_KINDS[0]).toBe("error");
  });

  it("reads its view from the address bar, anything odd as its default", () => {
    expect(readImportView({})).toBeNull();
    expect(readImportView({ search: "lamp" })).toBeNull();
    expect(readImportView({ import: "new" })).toEqual({ id: null, kind: "", page: 1 });
    expect(readImportView({ import: "12", kind: "error", rows: "3" })).toEqual({ id: 12, kind: "error", page: 3 });
    expect(readImportView({ import: "12", kind: "delete", rows: "-1" })).toEqual({ id: 12, kind: "", page: 1 });
    expect(readImportView({ import: "0" })).toEqual({ id: null, kind: "", page: 1 });
    expect(readImportView({ import: "1e3", rows: "2" })).toEqual({ id: null, kind: "", page: 1 });
    expect(importRowsPath(12, "change", 1)).toBe("/api/offer-imports/12/rows/?action=change&page_size=50");
    expect(importRowsPath(12, "error", 3)).toBe("/api/offer-imports/12/rows/?action=error&page_size=50&page=3");
  });

  it("shows the errors first when there are any, else the first kind with rows", () => {
    expect(firstKind(job({ errors: 1, to_change: 5 }))).toBe("error");
    expect(firstKind(job({ to_change: 5, to_add: 2 }))).toBe("change");
    expect(firstKind(job({ to_add: 2, unchanged: 9 }))).toBe("add");
    expect(firstKind(job({ unchanged: 9 }))).toBe("same");
    expect(firstKind(job())).toBe("change");
    expect(IMPORT_KINDS.map((k) => countOf(job({ errors: 1, to_change: 2, to_add: 3, unchanged: 4 }), k))).toEqual([1, 2, 3, 4]);
  });

  it("marks the values a row changes, and every value a new offer sets", () => {
    const before = { price: "100.00", stock: 10, available: true };
    expect(changedValues({ before, after: { price: "120.50", stock: 10, available: true } })).toEqual({
      price: true,
      stock: false,
      available: false,
    });
    expect(changedValues({ before, after: { price: "100.00", stock: 4, available: false } })).toEqual({ price: false, stock: true, available: true });
    expect(changedValues({ before, after: { price: "100", stock: 10, available: true } })).toEqual({ price: false, stock: false, available: false });
    expect(changedValues({ before: null, after: { price: "45.00", stock: 7, available: true } })).toEqual({
      price: true,
      stock: true,
      available: true,
    });
    expect(changedValues({ before: null, after: null })).toEqual({ price: false, stock: false, available: false });
  });

  it("stops a file that is not CSV or XLSX, empty or too large before sending it", () => {
    expect(fileProblem({ name: "offers.csv", size: 10 })).toBeNull();
    expect(fileProblem({ name: "عروض.XLSX", size: 10 })).toBeNull();
    expect(fileProblem({ name: "offers.xls", size: 10 })).toBe("type");
    expect(fileProblem({ name: "offers.csv", size: 0 })).toBe("empty");
    expect(fileProblem({ name: "offers.csv", size: 20 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: "offers.csv", size: 20 * 1024 * 1024 + 1 })).toBe("size");
  });

  it("asks before applying with the counts, in each language's plural forms and its own 'and'", () => {
    const en = strings("en", "admin.imports");
    const ar = strings("ar", "admin.imports");
    expect(applyQuestion(en, "en", { to_change: 1204, to_add: 12 })).toBe("Change 1,204 offers and add 12 new offers?");
    expect(applyQuestion(en, "en", { to_change: 1, to_add: 0 })).toBe("Change 1 offer?");
    expect(applyQuestion(en, "en", { to_change: 0, to_add: 1 })).toBe("Add 1 new offer?");
    expect(applyQuestion(ar, "ar", { to_change: 1204, to_add: 12 })).toBe("تعديل 1,204 عروض وإضافة 12 عرضًا جديدًا؟");
    expect(applyQuestion(ar, "ar", { to_change: 2, to_add: 3 })).toBe("تعديل عرضين وإضافة 3 عروض جديدة؟");
    expect(applyQuestion(ar, "ar", { to_change: 1, to_add: 0 })).toBe("تعديل عرض واحد؟");
    expect(formatCount(100000)).toBe("100,000");
  });

  it("exports through the API, narrowed when asked, under the products export's file name", () => {
    expect(offersExportPath()).toBe("/api/offer-exports/");
    expect(offersExportPath({ store: 3 })).toBe("/api/offer-exports/?store=3");
    expect(offersExportPath({ store: 3, branch: 9 })).toBe("/api/offer-exports/?store=3&branch=9");
    expect(offersFileName(new Date("2026-11-29T23:30:00Z"))).toBe("aswaq-products-2026-11-29.csv");
  });
});

/** A stand-in XMLHttpRequest: records what was sent and answers when told. */
function fakeRequest() {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} };
  const xhr: UploadRequest & { answer(status: number, body: string): void; fail(): void } = {
    status: 0,
    responseText: "",
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open(method, url) {
      Object.assign(sent, { method, url });
    },
    setRequestHeader(name, value) {
      sent.headers[name] = value;
    },
    send(body) {
      sent.body = body;
    },
    abort() {
      this.onabort?.();
    },
    answer(status, body) {
      Object.assign(this, { status, responseText: body });
      this.onload?.();
    },
    fail() {
      this.onerror?.();
    },
  };
  return { xhr, sent };
}

describe("uploading a file", () => {
  const file = new File(["sku,branch\r\nA,1\r\n"], "offers.csv", { type: "text/csv" });

  it("sends it as multipart `file`, reports the bytes' share and answers the import", async () => {
    const { xhr, sent } = fakeRequest();
    const shares: (number | null)[] = [];
    const upload = uploadOffers(
      file,
      (s) => shares.push(s),
      () => xhr,
    );
    expect(sent).toMatchObject({ method: "POST", url: "/api/offer-imports/", headers: { accept: "application/json" } });
    expect((sent.body as FormData).get("file")).toMatchObject({ name: "offers.csv" });
    xhr.upload.onprogress?.({ loaded: 5, total: 20, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 0, total: 0, lengthComputable: false });
    xhr.upload.onprogress?.({ loaded: 20, total: 20, lengthComputable: true });
    xhr.answer(202, JSON.stringify(job({ status: "checking", rows_done: 0 })));
    expect(await upload.done).toEqual({ ok: true, job: job({ status: "checking", rows_done: 0 }) });
    expect(shares).toEqual([0.25, null, 1]);
  });

  it("gives the API's words when it refuses the file, and none when it was not reached", async () => {
    const refused = fakeRequest();
    const a = uploadOffers(
      file,
      () => {},
      () => refused.xhr,
    );
    refused.xhr.answer(400, JSON.stringify({ file: ["The file is larger than 20 MB."] }));
    expect(await a.done).toEqual({ ok: false, message: "The file is larger than 20 MB." });

    const wrongType = fakeRequest();
    const b = uploadOffers(
      file,
      () => {},
      () => wrongType.xhr,
    );
    wrongType.xhr.answer(415, JSON.stringify({ detail: "Upload a CSV (UTF-8) or XLSX file." }));
    expect(await b.done).toEqual({ ok: false, message: "Upload a CSV (UTF-8) or XLSX file." });

    const offline = fakeRequest();
    const c = uploadOffers(
      file,
      () => {},
      () => offline.xhr,
    );
    offline.xhr.fail();
    expect(await c.done).toEqual({ ok: false, message: null });

    const gateway = fakeRequest();
    const d = uploadOffers(
      file,
      () => {},
      () => gateway.xhr,
    );
    gateway.xhr.answer(502, "<html>Bad gateway</html>");
    expect(await d.done).toEqual({ ok: false, message: null });

    const cancelled = fakeRequest();
    const e = uploadOffers(
      file,
      () => {},
      () => cancelled.xhr,
    );
    e.cancel();
    expect(await e.done).toEqual({ ok: false, message: null });
  });
});

describe("following an import's check", () => {
  it("reads it again while it is checking and stops once it is ready", async () => {
    vi.useFakeTimers();
    const answers = [
      job({ status: "checking", rows_done: 0 }),
      job({ status: "checking", rows_done: 2000 }),
      job({ status: "ready", rows_done: 2500, to_change: 3 }),
    ];
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { "content-type": "application/json" } });
    });
    const stop = watchImport(7, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect($offerImport.get()).toMatchObject({ status: "ready", id: 7, job: { status: "checking", rows_done: 0 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect($offerImport.get().job).toMatchObject({ status: "checking", rows_done: 2000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect($offerImport.get().job).toMatchObject({ status: "ready", rows_done: 2500 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toEqual(["/api/offer-imports/7/", "/api/offer-imports/7/", "/api/offer-imports/7/"]);
    stop();
  });

  it("stops when the view closes, and says when the import cannot be read", async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.stubGlobal("fetch", async () => {
      calls++;
      return new Response(JSON.stringify(job({ id: 8, status: "checking" })), { status: 200 });
    });
    const stop = watchImport(8, 1000);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(1);

    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ detail: "Not found." }), { status: 404 }));
    watchImport(9, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect($offerImport.get()).toEqual({ status: "error", job: null, id: 9 });
  });
});

describe("the dry run's rows and Apply", () => {
  it("reads a kind's page of rows, and says when it cannot", async () => {
    const row = {
      row: 4,
      action: "error",
      sku: "X",
      branch: "1",
      branch_id: 1,
      product: null,
      before: null,
      after: null,
      error: "The price must be above 0.",
    };
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ count: 1, next: null, previous: null, results: [row] }), { status: 200 });
    });
    await loadImportRows(7, "error", 1);
    expect(asked).toEqual(["/api/offer-imports/7/rows/?action=error&page_size=50"]);
    expect($importRows.get()).toMatchObject({ status: "ready", count: 1, rows: [row] });
    vi.stubGlobal("fetch", async () => new Response("", { status: 500 }));
    await loadImportRows(7, "change", 2);
    expect($importRows.get()).toMatchObject({ status: "error", rows: [], count: 0 });
  });

  it("applies once, keeping the import as applied, or gives the API's reason", async () => {
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      expect(init.method).toBe("POST");
      return new Response(JSON.stringify(job({ status: "applied", to_change: 2 })), { status: 200 });
    });
    expect(await applyOfferImport(7)).toMatchObject({ ok: true, job: { status: "applied" } });
    expect($offerImport.get()).toMatchObject({ status: "ready", id: 7, job: { status: "applied" } });

    const stale = "Offers changed since this file was checked (row 3): upload it again to check it anew. Nothing was applied.";
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ detail: stale }), { status: 409 }));
    expect(await applyOfferImport(7)).toEqual({ ok: false, message: stale });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await applyOfferImport(7)).toEqual({ ok: false, message: null });
  });
});
