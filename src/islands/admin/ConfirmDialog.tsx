// "Are you sure?" for the dashboard: a title, what will happen, Cancel and the confirming button.
// The caller runs the call and says when it is under way (busy), so the dialog stays and cannot be
// closed until it answers.
import type { ReactNode } from "react";
import Dialog from "../ui/Dialog";
import { useText } from "./text";

interface Props {
  title: string;
  size?: "sm" | "md";
  busy: boolean;
  /** The confirming button waits too (e.g. while the consequences are being checked). */
  disabled?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  busyLabel: string;
  confirmTestId: string;
  /** The button that changes nothing ("Cancel" by default; "Go back" where the action itself is a cancel). */
  dismissLabel?: string;
  /** Red for what cannot be undone (the default), the brand colour otherwise. */
  danger?: boolean;
  children: ReactNode;
}

export default function ConfirmDialog({
  title,
  size = "sm",
  busy,
  disabled = false,
  onClose,
  onConfirm,
  confirmLabel,
  busyLabel,
  confirmTestId,
  dismissLabel,
  danger = true,
  children,
}: Props) {
  const { t } = useText();
  return (
    <Dialog
      open
      size={size}
      title={title}
      closeLabel={t["admin.close"]}
      onClose={() => !busy && onClose()}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="min-h-11 rounded border border-gray-300 px-4 hover:bg-gray-50"
            data-testid={`${confirmTestId}-dismiss`}
          >
            {dismissLabel ?? t["admin.cancel"]}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy || disabled}
            className={`min-h-11 rounded ${danger ? "bg-red-700" : "bg-primary"} px-4 font-medium text-white ${danger ? "hover:bg-red-800" : "hover:opacity-90"} disabled:opacity-60`}
            data-testid={confirmTestId}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
