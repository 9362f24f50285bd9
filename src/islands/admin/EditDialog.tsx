// New … / Edit … in a dialog, for the dashboard's create-and-edit forms (branches and stores; the
// coming tabs' records next), on FormDialog. Its words come from the form's keys in the
// catalogue (`EditTexts`): the title, Save / Saving, the toast when a save worked (then the
// dialog closes), and after one that did not, the foot's line and a toast (the server's words
// where it gave them) with focus on the first field that has a message. The two dialogs wrote
// all of this by hand; a form now brings only its fields and its store's save.
import { useEffect, useState, type ReactNode } from "react";
import type { FormFailure } from "../../lib/stores/admin/form-store";
import { showToast } from "../../lib/stores/toasts";
import FormDialog from "./FormDialog";
import { type AdminStrings, useText } from "./text";

const WORDS = ["newTitle", "editTitle", "save", "saving", "created", "updated", "createFailed", "updateFailed", "saveFailed", "invalid"] as const;
type Key = keyof AdminStrings;
type Prefixes<K> = K extends `${infer P}.newTitle` ? (`${P}.${(typeof WORDS)[number]}` extends Key ? P : never) : never;
/** A catalogue prefix with every word the dialog says ("admin.branches.form", "admin.stores.form"). */
export type EditTexts = Prefixes<Key>;

/** A save's result as a form store gives it; `rule` when the form's own rules stopped it before any call. */
export type SaveOutcome = { ok: true } | { ok: false; failure: FormFailure; detail?: string; rule?: string };

interface Props<O extends SaveOutcome> {
  texts: EditTexts;
  editing: boolean;
  /** The form's test ids: `${testId}-save` and the foot's `${testId}-error`. */
  testId: string;
  /** The ids' start: the form is `${id}-form`, each field's control `${id}-${field}`. */
  id: string;
  /** The form store's state. */
  state: { failure: FormFailure | null; errors: Record<string, string>; saving: boolean };
  /** The fields in the order they show, and whether each has a message now. */
  fields: readonly string[];
  message: (field: string) => string | undefined;
  save: () => Promise<O | null>;
  onSaved: (outcome: Extract<O, { ok: true }>) => void;
  onClose: () => void;
  /** Stays open after a save, showing what the server saved; Cancel says Close while nothing has changed since. */
  stayOpen?: { saved: boolean };
  children: ReactNode;
}

export default function EditDialog<O extends SaveOutcome>(props: Props<O>) {
  const { texts, editing, testId, id, state, fields, message, save, onSaved, onClose, stayOpen, children } = props;
  const { t } = useText();
  const refused = t[`${texts}.${editing ? "updateFailed" : "createFailed"}`];
  // After a refused save, once its messages are on screen: focus the first field that has one.
  const [focusFirst, setFocusFirst] = useState(false);
  useEffect(() => {
    if (!focusFirst) return;
    setFocusFirst(false);
    const first = fields.find((field) => message(field));
    if (!first) return;
    document.getElementById(`${id}-${first}`)?.focus();
    document.getElementById(`${id}-${first}-error`)?.scrollIntoView({ block: "nearest" });
  });

  const onSave = async () => {
    const outcome = await save();
    if (!outcome) return;
    if (outcome.ok) {
      showToast(t[`${texts}.${editing ? "updated" : "created"}`]);
      if (!stayOpen) onClose();
      onSaved(outcome as Extract<O, { ok: true }>);
      return;
    }
    setFocusFirst(true);
    if (outcome.rule) return;
    showToast(outcome.failure === "unreached" ? t[`${texts}.saveFailed`] : (outcome.detail ?? refused), "error");
  };

  const { failure, errors } = state;
  const footer =
    failure === "invalid"
      ? (errors.detail ?? t[`${texts}.invalid`])
      : failure === "refused"
        ? (errors.detail ?? refused)
        : failure === "unreached"
          ? t[`${texts}.saveFailed`]
          : "";

  return (
    <FormDialog
      title={t[`${texts}.${editing ? "editTitle" : "newTitle"}`]}
      size="lg"
      onClose={onClose}
      onSubmit={() => void onSave()}
      formClassName="grid gap-4 sm:grid-cols-2"
      formId={`${id}-form`}
      saving={state.saving}
      message={footer}
      saveLabel={t[`${texts}.save`]}
      savingLabel={t[`${texts}.saving`]}
      messageTestId={`${testId}-error`}
      saveTestId={`${testId}-save`}
      cancelLabel={stayOpen?.saved ? t["admin.close"] : undefined}
    >
      {children}
    </FormDialog>
  );
}
