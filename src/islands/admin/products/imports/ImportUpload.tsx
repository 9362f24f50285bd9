// The import view's first step: what the file holds (its columns, a template to start from),
// choosing it, and sending it with its bytes' progress. Once the API has it, the view shows the
// import (the address bar names it), which checks itself in the background.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { adminRoute } from "../../../../lib/stores/admin/admin-route";
import { fileProblem, IMPORT_ACCEPT, IMPORT_MAX_MB, showImport, uploadOffers } from "../../../../lib/stores/admin/offer-import";
import { downloadOffers } from "../../../../lib/stores/admin/offers-export";
import { showToast } from "../../../../lib/stores/toasts";
import { fill } from "../../../../lib/template";
import FilePicker from "../../FilePicker";
import { useText } from "../../text";
import ProgressBar from "./ProgressBar";

const COLUMNS = ["sku", "branch", "price", "stock", "available"] as const;

export default function ImportUpload() {
  const { t } = useText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState("");
  /** null: not sending; a share of the bytes sent (0 to 1), or "unknown" when the browser cannot say. */
  const [sent, setSent] = useState<number | "unknown" | null>(null);
  const cancel = useRef<() => void>(() => {});
  const [templating, setTemplating] = useState(false);
  useEffect(() => () => cancel.current(), []);

  const choose = (files: File[]) => {
    setFile(files[0] ?? null);
    setMessage("");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sent !== null) return;
    const problem = file ? fileProblem(file) : "none";
    if (problem) {
      setMessage(problem === "none" ? t["admin.imports.noFile"] : fill(t[`admin.imports.problem.${problem}`], { mb: IMPORT_MAX_MB }));
      document.getElementById(`${id}-file`)?.focus();
      return;
    }
    setMessage("");
    setSent(0);
    const upload = uploadOffers(file as File, (share) => setSent(share ?? "unknown"));
    cancel.current = upload.cancel;
    const answer = await upload.done;
    cancel.current = () => {};
    setSent(null);
    if (!answer.ok) {
      setMessage(answer.message ?? t["admin.imports.uploadFailed"]);
      return;
    }
    showImport(answer.job);
    // The upload step is done: Back leads to the products, not to a form already sent.
    adminRoute.setView({ import: String(answer.job.id), kind: undefined, rows: undefined }, "replace");
  };

  const template = async () => {
    setTemplating(true);
    const ok = await downloadOffers();
    setTemplating(false);
    if (!ok) showToast(t["admin.products.exportFailed"], "error");
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form onSubmit={onSubmit} noValidate className="rounded border border-gray-200 bg-white p-4" aria-labelledby={`${id}-label`}>
        <p id={`${id}-label`} className="mb-2 font-medium">
          {t["admin.imports.file"]}
        </p>
        <FilePicker
          id={`${id}-file`}
          accept={IMPORT_ACCEPT}
          onFiles={choose}
          describedBy={message ? `${id}-message` : `${id}-label`}
          testId="import-file"
        />
        {message && (
          <p id={`${id}-message`} role="alert" className="mt-2 text-sm text-red-700" data-testid="import-upload-error">
            {message}
          </p>
        )}
        {sent !== null && (
          <div className="mt-4" role="status">
            <p className="text-sm text-gray-700">{t["admin.imports.uploading"]}</p>
            <ProgressBar label={t["admin.imports.uploadProgress"]} share={sent === "unknown" ? null : sent} />
          </div>
        )}
        <button
          type="submit"
          disabled={sent !== null}
          className="mt-4 min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
          data-testid="import-upload"
        >
          {sent !== null ? t["admin.imports.uploading"] : t["admin.imports.upload"]}
        </button>
      </form>

      <section aria-labelledby={`${id}-help`} className="rounded border border-gray-200 bg-gray-50 p-4 text-sm" data-testid="import-help">
        <h3 id={`${id}-help`} className="mb-2 font-semibold">
          {t["admin.imports.help.title"]}
        </h3>
        <p className="mb-2 text-gray-700">{fill(t["admin.imports.help.columns"], { mb: IMPORT_MAX_MB })}</p>
        <dl className="mb-2 space-y-1">
          {COLUMNS.map((column) => (
            <div key={column} className="flex gap-2">
              <dt className="w-20 shrink-0 font-mono text-xs leading-5" dir="ltr">
                {column}
              </dt>
              <dd className="min-w-0 text-gray-700">{t[`admin.imports.help.${column}`]}</dd>
            </div>
          ))}
        </dl>
        <p className="mb-3 text-gray-700">{t["admin.imports.help.more"]}</p>
        <button
          type="button"
          onClick={() => void template()}
          disabled={templating}
          className="min-h-11 text-start font-medium text-primary underline disabled:opacity-60"
          data-testid="import-template"
        >
          {t["admin.imports.help.template"]}
        </button>
      </section>
    </div>
  );
}
