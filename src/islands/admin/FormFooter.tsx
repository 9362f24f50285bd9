// The foot of every dashboard form dialog: the form's message (read out as it changes), Cancel,
// and the save button, which sits outside the <form> and submits it through `form=`. While
// saving, both buttons wait.
import type { ReactNode } from "react";
import { useText } from "./text";

export interface FormFooterProps {
  /** The id of the <form> the save button submits. */
  formId: string;
  saving: boolean;
  onCancel: () => void;
  /** What went wrong, or nothing. */
  message: ReactNode;
  saveLabel: string;
  savingLabel: string;
  messageTestId: string;
  saveTestId: string;
  /** Cancel's words when they are not "Cancel" (a form already saved: "Close"). */
  cancelLabel?: string;
  /** Shown before the message (e.g. a link to the object's history). */
  start?: ReactNode;
}

export default function FormFooter({
  formId,
  saving,
  onCancel,
  message,
  saveLabel,
  savingLabel,
  messageTestId,
  saveTestId,
  start,
  cancelLabel,
}: FormFooterProps) {
  const { t } = useText();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {start}
      <div className="me-auto text-sm text-red-700" role="alert" data-testid={messageTestId}>
        {message}
      </div>
      <button type="button" onClick={onCancel} disabled={saving} className="min-h-11 rounded border border-gray-300 px-4 hover:bg-gray-50">
        {cancelLabel ?? t["admin.cancel"]}
      </button>
      <button
        type="submit"
        form={formId}
        disabled={saving}
        className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
        data-testid={saveTestId}
      >
        {saving ? savingLabel : saveLabel}
      </button>
    </div>
  );
}
