// The Products tab's import view (issue 31 §3; `?import=new`, then `?import={id}`): choose a
// spreadsheet and send it (ImportUpload), follow its check ("Checked N rows…"), read the dry run
// (counts, then the rows by kind with errors first: ImportRows), and apply it, asked first with
// the counts. Loaded when opened (React.lazy): the dashboard's first screen does not carry it.
import { useStore } from "@nanostores/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import type { OfferImport } from "#contract/offer-imports";
import { plural } from "../../../../lib/plural";
import { adminPath, adminRoute } from "../../../../lib/stores/admin/admin-route";
import {
  $offerImport,
  applyOfferImport,
  applyQuestion,
  countOf,
  firstKind,
  formatCount,
  IMPORT_KINDS,
  leaveImport,
  readImportView,
  watchImport,
} from "../../../../lib/stores/admin/offer-import";
import { showToast } from "../../../../lib/stores/toasts";
import { fill } from "../../../../lib/template";
import Loading from "../../../ui/Loading";
import ConfirmDialog from "../../ConfirmDialog";
import { useText } from "../../text";
import ImportRows from "./ImportRows";
import ImportUpload from "./ImportUpload";
import ProgressBar from "./ProgressBar";

export default function ImportView({ view: raw }: { view: Record<string, string> }) {
  const { t, locale } = useText();
  const view = readImportView(raw) ?? { id: null, kind: "", page: 1 };
  const state = useStore($offerImport);
  const title = useRef<HTMLHeadingElement>(null);
  const job = state.id === view.id ? state.job : null;

  // The view's heading takes the focus as it opens, so a keyboard or a screen reader starts here.
  // Once a file is sent its form goes: the focus comes back here while it is checked (or refused).
  const stage = job?.status;
  useEffect(() => {
    if (stage !== "ready" && stage !== "applied") title.current?.focus();
  }, [stage]);
  useEffect(() => (view.id === null ? undefined : watchImport(view.id)), [view.id]);

  return (
    <section aria-labelledby="import-title" data-testid="import-view">
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 id="import-title" ref={title} tabIndex={-1} className="me-auto text-2xl font-bold focus:outline-none">
          {t["admin.imports.title"]}
        </h2>
        <BackLink className="flex min-h-11 items-center font-medium text-primary underline" testId="import-back" />
      </div>
      <p className="mb-4 max-w-3xl text-gray-700">{t["admin.imports.intro"]}</p>

      {view.id === null ? (
        <ImportUpload />
      ) : state.status === "error" && (!job || job.status === "checking") ? (
        <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800" data-testid="import-load-error">
          {t["admin.imports.loadFailed"]}{" "}
          <button type="button" onClick={() => watchImport(view.id as number)} className="min-h-11 font-medium underline">
            {t["admin.retry"]}
          </button>
        </div>
      ) : !job ? (
        <Loading text={t["admin.imports.loading"]} />
      ) : job.status === "checking" ? (
        <div role="status" className="max-w-xl rounded border border-gray-200 bg-white p-4" data-testid="import-checking">
          <p className="font-medium">{t["admin.imports.checking"]}</p>
          <ProgressBar label={t["admin.imports.checking"]} share={null} />
          <p className="mt-2 text-sm text-gray-700" data-testid="import-checked">
            {plural(t, locale, "admin.imports.checked", job.rows_done, { count: formatCount(job.rows_done) })}
          </p>
        </div>
      ) : job.status === "failed" ? (
        <div role="alert" className="max-w-xl rounded border border-red-200 bg-red-50 p-4 text-red-900" data-testid="import-failed">
          <p className="font-semibold">{t["admin.imports.failedTitle"]}</p>
          <p className="mt-1">{job.failure}</p>
          <AnotherFile />
        </div>
      ) : (
        <DryRun job={job} kind={view.kind || firstKind(job)} page={view.page} />
      )}
    </section>
  );
}

/** Back to the offers table as it was filtered (a plain link: a middle click opens it apart). */
function BackLink({ className, testId }: { className: string; testId: string }) {
  const { t, locale } = useText();
  const { import: _, kind: __, rows: ___, ...products } = adminRoute.$route.get().view;
  const back = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    adminRoute.setView(leaveImport);
  };
  return (
    <a href={adminPath(locale, "products", products)} onClick={back} className={className} data-testid={testId}>
      {t["admin.imports.back"]}
    </a>
  );
}

function AnotherFile() {
  const { t } = useText();
  return (
    <button
      type="button"
      onClick={() => adminRoute.setView({ import: "new", kind: undefined, rows: undefined })}
      className="mt-3 min-h-11 rounded border border-gray-300 bg-white px-4 font-medium text-gray-900 hover:bg-gray-50"
      data-testid="import-another"
    >
      {t["admin.imports.another"]}
    </button>
  );
}

function DryRun({ job, kind, page }: { job: OfferImport; kind: (typeof IMPORT_KINDS)[number]; page: number }) {
  const { t, locale } = useText();
  const [asking, setAsking] = useState(false);
  const [applying, setApplying] = useState(false);
  const [refusal, setRefusal] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const applied = job.status === "applied";
  const actions = job.to_add + job.to_change;
  // The summary takes the focus when the dry run comes in and again once it is applied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the import's state, not the ref
  useEffect(() => heading.current?.focus(), [job.status]);

  const apply = async () => {
    setApplying(true);
    const answer = await applyOfferImport(job.id);
    setApplying(false);
    setAsking(false);
    if (answer.ok) {
      setRefusal("");
      showToast(t["admin.imports.applied"]);
    } else setRefusal(answer.message ?? t["admin.imports.applyFailed"]);
  };

  return (
    <>
      {applied ? (
        <div role="status" className="mb-4 rounded border border-green-200 bg-green-50 p-4 text-green-900" data-testid="import-applied">
          <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
            {t["admin.imports.appliedTitle"]}
          </h3>
          <p className="mt-1">{t["admin.imports.appliedBody"]}</p>
          <BackLink
            className="mt-3 inline-flex min-h-11 items-center rounded bg-primary px-4 font-medium text-white hover:opacity-90"
            testId="import-done"
          />
        </div>
      ) : (
        <h3 ref={heading} tabIndex={-1} className="mb-3 font-semibold [overflow-wrap:anywhere] focus:outline-none" data-testid="import-dry-run">
          {fill(t["admin.imports.dryRun"], { name: job.file_name })}
        </h3>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
        {IMPORT_KINDS.map((k) => (
          <div
            key={k}
            className={`rounded border p-3 ${k === "error" && job.errors > 0 ? "border-red-300 bg-red-50 text-red-900" : "border-gray-200 bg-white"}`}
            data-testid={`import-count-${k}`}
          >
            <dt className="text-sm">{t[`admin.imports.kinds.${k}`]}</dt>
            <dd className="text-2xl font-bold">{formatCount(countOf(job, k))}</dd>
          </div>
        ))}
      </dl>

      {!applied && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => setAsking(true)}
            disabled={job.errors > 0 || actions === 0}
            aria-describedby={job.errors > 0 || actions === 0 ? "import-apply-why" : undefined}
            className="min-h-11 rounded bg-primary px-6 font-medium text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
            data-testid="import-apply"
          >
            {t["admin.imports.apply"]}
          </button>
          {(job.errors > 0 || actions === 0) && (
            <p id="import-apply-why" className="min-w-0 flex-1 basis-64 text-sm text-gray-800" data-testid="import-apply-why">
              {t[job.errors > 0 ? "admin.imports.blocked" : "admin.imports.nothing"]}
            </p>
          )}
        </div>
      )}
      {refusal && (
        <div role="alert" className="mt-3 rounded border border-red-200 bg-red-50 p-3 text-red-900" data-testid="import-apply-refused">
          {refusal}
          <AnotherFile />
        </div>
      )}
      {job.errors > 0 && !refusal && <AnotherFile />}

      <ImportRows job={job} kind={kind} page={page} />

      {asking && (
        <ConfirmDialog
          title={t["admin.imports.confirmTitle"]}
          size="md"
          busy={applying}
          danger={false}
          onClose={() => setAsking(false)}
          onConfirm={() => void apply()}
          confirmLabel={t["admin.imports.apply"]}
          busyLabel={t["admin.imports.applying"]}
          confirmTestId="import-confirm"
        >
          <p className="font-medium" data-testid="import-confirm-question">
            {applyQuestion(t, locale, job)}
          </p>
          <p className="mt-2 text-gray-700">{t["admin.imports.confirmStock"]}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
