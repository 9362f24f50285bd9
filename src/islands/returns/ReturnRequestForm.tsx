// Asking to return items of a delivered order (issue 30 point 3), in a dialog over the order page
// (focus kept inside, Escape closes): the lines and how many of each (up to what each may still
// return), the reason (changed mind only within 14 days of delivery, a fault within 30: a reason
// whose time has passed is shown disabled, saying so), a note, up to 5 photos, and pickup by the
// branch or drop-off at it. Checked here first (lib/return-window.ts), then by the server, whose
// messages show under their fields. Sent, it opens the return's page.
import { useId, useRef, useState, type ReactNode } from "react";
import type { Order } from "#contract/orders";
import {
  DEFECT_RETURN_WINDOW_DAYS,
  RETURN_METHODS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_WINDOW_DAYS,
  type ReturnReason,
} from "#shared/return-rules";
import { inLocale, localName } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { fixedBox, reactPicture } from "../../lib/media/srcset";
import { plural } from "../../lib/plural";
import { clampQuantity, type DraftField, draftProblems, PHOTO_TYPES, reasonChoices, returnable, type ReturnDraft } from "../../lib/return-window";
import { requestBody, returnHref, sendReturnRequest } from "../../lib/stores/returns";
import { fill } from "../../lib/template";
import Dialog from "../ui/Dialog";
import type { ReturnStrings } from "./return-strings";

const FIELD = "block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus-visible:outline-2 focus-visible:outline-primary";

export default function ReturnRequestForm({ order, locale, t, onClose }: { order: Order; locale: Locale; t: ReturnStrings; onClose: () => void }) {
  const id = useId();
  const formId = `${id}-form`;
  const lines = order.items.filter((line) => returnable(line) > 0);
  // One line alone starts at 1 of it: the usual return of a one-line order needs no counting.
  const [draft, setDraft] = useState<ReturnDraft>({
    quantities: lines.length === 1 ? { [lines[0].id]: 1 } : {},
    reason: "",
    note: "",
    method: "",
    photos: [],
  });
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const window = order.return_window;
  if (!window) return null;

  const problems = draftProblems({ ...draft, photos: files }, lines, window);
  const choices = reasonChoices(window);
  const problemText = (field: DraftField): string | null => {
    const problem = problems[field];
    if (tried && problem) {
      if (problem === "photoCount") return plural(t, locale, "returns.problem.photoCount", RETURN_PHOTOS_MAX);
      return t[`returns.problem.${problem}`];
    }
    return server[field] ?? null;
  };
  const change = (next: Partial<ReturnDraft>, field: DraftField) => {
    setDraft((d) => ({ ...d, ...next }));
    if (server[field]) setServer(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailed(false);
    if (Object.keys(problems).length > 0) {
      // After the render that marks the fields.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    const outcome = await sendReturnRequest(order.id, requestBody({ ...draft, files }, lines));
    if (outcome.ok) {
      location.assign(returnHref(locale, outcome.ret.id));
      return;
    }
    setBusy(false);
    setTried(false);
    setServer(outcome.errors);
    setFailed(Object.keys(outcome.errors).length === 0);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const whole = server.detail ?? server.non_field_errors ?? (failed ? t["returns.form.error"] : null);
  const footer = (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onClose} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold">
        {t["returns.form.cancel"]}
      </button>
      <button
        type="submit"
        form={formId}
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-white disabled:opacity-60"
        data-testid="return-submit"
      >
        {busy ? t["returns.form.sending"] : t["returns.form.submit"]}
      </button>
    </div>
  );

  return (
    <Dialog open onClose={onClose} title={fill(t["returns.form.title"], { id: order.id })} closeLabel={t["returns.close"]} size="lg" footer={footer}>
      <form id={formId} ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="space-y-6" data-testid="return-form">
        {whole && (
          <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900" data-testid="return-form-error">
            {whole}
          </p>
        )}

        <Group legend={t["returns.form.lines"]} error={problemText("items")} errorId={`${id}-items`}>
          <ul className="divide-y divide-gray-100">
            {lines.map((line) => {
              const name = inLocale(line.product.name, line.product.name_ar, locale);
              const max = returnable(line);
              const hint = `${id}-line-${line.id}`;
              return (
                <li key={line.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="return-line" data-item-id={line.id}>
                  {line.image ? (
                    <img
                      {...reactPicture(line.image, fixedBox(48))}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="size-12 rounded-lg object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="size-12 rounded-lg bg-gray-100" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-gray-900">{name}</p>
                    <p id={hint} className="text-sm text-gray-600">
                      {fill(t["returns.form.bought"], { n: line.quantity })} · {plural(t, locale, "returns.form.upTo", max)}
                    </p>
                  </div>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={max}
                    step={1}
                    value={draft.quantities[line.id] ?? 0}
                    onChange={(e) =>
                      change({ quantities: { ...draft.quantities, [line.id]: clampQuantity(e.currentTarget.valueAsNumber, max) } }, "items")
                    }
                    aria-label={fill(t["returns.form.quantity"], { name })}
                    aria-describedby={hint}
                    className="min-h-11 w-20 rounded-lg border border-gray-300 px-2 text-center"
                    data-testid="return-quantity"
                  />
                </li>
              );
            })}
          </ul>
        </Group>

        <Group legend={t["returns.form.reason"]} error={problemText("reason")} errorId={`${id}-reason`}>
          <div className="space-y-2">
            {choices.map(({ reason, open }) => (
              <Choice
                key={reason}
                name={`${id}-reason`}
                value={reason}
                checked={draft.reason === reason}
                disabled={!open}
                onChange={() => change({ reason: reason as ReturnReason }, "reason")}
                label={t[`returns.reason.${reason}`]}
                hint={fill(open ? t["returns.reasonWithin"] : t["returns.reasonClosed"], {
                  days: reason === "changed_mind" ? RETURN_WINDOW_DAYS : DEFECT_RETURN_WINDOW_DAYS,
                })}
                testId={`return-reason-${reason}`}
              />
            ))}
          </div>
        </Group>

        <div>
          <label htmlFor={`${id}-note`} className="block font-semibold text-gray-900">
            {t["returns.form.note"]}
          </label>
          <textarea
            id={`${id}-note`}
            value={draft.note}
            maxLength={RETURN_NOTE_MAX}
            rows={3}
            onChange={(e) => change({ note: e.currentTarget.value }, "note")}
            aria-describedby={`${id}-note-hint ${id}-note-error`}
            aria-invalid={problemText("note") ? true : undefined}
            className={`mt-2 ${FIELD}`}
            data-testid="return-note"
          />
          <p id={`${id}-note-hint`} className="mt-1 text-sm text-gray-600">
            {plural(t, locale, "returns.form.noteHint", RETURN_NOTE_MAX)}
          </p>
          <FieldError id={`${id}-note-error`} text={problemText("note")} />
        </div>

        <Photos
          files={files}
          setFiles={setFiles}
          error={problemText("photos")}
          id={id}
          t={t}
          onChange={() => server.photos && change({}, "photos")}
        />

        <Group legend={t["returns.form.method"]} error={problemText("method")} errorId={`${id}-method`}>
          <div className="space-y-2">
            {RETURN_METHODS.map((method) => (
              <Choice
                key={method}
                name={`${id}-method`}
                value={method}
                checked={draft.method === method}
                onChange={() => change({ method }, "method")}
                label={t[`returns.method.${method}`]}
                hint={fill(t[`returns.methodHint.${method}`], { branch: localName(order.branch, locale) })}
                testId={`return-method-${method}`}
              />
            ))}
          </div>
        </Group>
      </form>
    </Dialog>
  );
}

/** Moves focus to the first field marked invalid (a screen reader then reads its message). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[data-invalid] input:not([disabled]), [aria-invalid="true"], [role="alert"]')?.focus();
}

function Group({ legend, error, errorId, children }: { legend: string; error: string | null; errorId: string; children: ReactNode }) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className="font-semibold text-gray-900">{legend}</legend>
      <div className="mt-2">{children}</div>
      <FieldError id={errorId} text={error} />
    </fieldset>
  );
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-rose-800" data-testid={text ? "field-error" : undefined}>
      {text}
    </p>
  );
}

function Choice({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  label,
  hint,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  hint: string;
  testId: string;
}) {
  const hintId = `${name}-${value}-hint`;
  return (
    <label
      className={`flex min-h-11 items-start gap-3 rounded-lg border p-3 ${
        disabled ? "cursor-not-allowed border-gray-200 bg-gray-50" : checked ? "border-primary bg-primary/5" : "border-gray-300"
      }`}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={hintId}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <span>
        <span className={`block font-medium ${disabled ? "text-gray-600" : "text-gray-900"}`}>{label}</span>
        <span id={hintId} className="block text-sm text-gray-600">
          {hint}
        </span>
      </span>
    </label>
  );
}

// A chosen photo's key in the list: the same file may be chosen twice, so neither its name nor its place will do.
const photoKeys = new WeakMap<File, number>();
let photoCount = 0;
const photoKey = (file: File) => {
  if (!photoKeys.has(file)) photoKeys.set(file, ++photoCount);
  return photoKeys.get(file);
};

function Photos({
  files,
  setFiles,
  error,
  id,
  t,
  onChange,
}: {
  files: File[];
  setFiles: (files: File[]) => void;
  error: string | null;
  id: string;
  t: ReturnStrings;
  onChange: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= RETURN_PHOTOS_MAX;
  return (
    <div>
      <label htmlFor={`${id}-photos`} className="block font-semibold text-gray-900">
        {fill(t["returns.form.photos"], { n: RETURN_PHOTOS_MAX })}
      </label>
      <p id={`${id}-photos-hint`} className="mt-1 text-sm text-gray-600">
        {t["returns.form.photosHint"]}
      </p>
      {/* The browser's own file button speaks the browser's language: this one, the page's. */}
      <input
        ref={input}
        id={`${id}-photos`}
        type="file"
        accept={PHOTO_TYPES.join(",")}
        multiple
        disabled={full}
        aria-describedby={`${id}-photos-hint ${id}-photos-error`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const chosen = [...(e.currentTarget.files ?? [])];
          // Added to those chosen before; more than five is said under the field, not cut silently.
          setFiles([...files, ...chosen]);
          onChange();
          if (input.current) input.current.value = "";
        }}
        className="peer sr-only"
        data-testid="return-photos"
      />
      <label
        htmlFor={`${id}-photos`}
        aria-hidden="true"
        className={`mt-2 inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold text-gray-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${
          full ? "cursor-not-allowed opacity-50" : "cursor-pointer hover:bg-gray-50"
        }`}
      >
        {t["returns.form.addPhotos"]}
      </label>
      {files.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="return-photo-list">
          {files.map((file, index) => (
            <li key={photoKey(file)} className="flex items-center gap-1 rounded-full bg-gray-100 ps-3 text-sm">
              <bdi className="max-w-40 truncate">{file.name}</bdi>
              <button
                type="button"
                onClick={() => {
                  setFiles(files.filter((_, i) => i !== index));
                  onChange();
                }}
                className="flex size-11 items-center justify-center rounded-full text-lg text-gray-700 hover:bg-gray-200"
                aria-label={fill(t["returns.form.removePhoto"], { name: file.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-photos-error`} text={error} />
    </div>
  );
}
