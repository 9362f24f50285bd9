// "Remove manager" asks first, naming the person and the branch and what they lose; the
// dialog stays while the call is under way.
import { useState } from "react";
import type { Responsible } from "#contract/stores";
import { removeManager } from "../../../lib/stores/admin/admin-managers";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import Dialog from "../../ui/Dialog";
import { useText } from "../text";

interface Props {
  row: Responsible;
  /** The branch as the page shows it (its name in the page's language, with its store). */
  branch: string;
  onClose: () => void;
  onRemoved: () => void;
}

export default function RemoveManagerDialog({ row, branch, onClose, onRemoved }: Props) {
  const { t } = useText();
  const [busy, setBusy] = useState(false);
  const name = `${row.user.first_name} ${row.user.last_name}`.trim() || row.user.username;
  const onConfirm = async () => {
    setBusy(true);
    const result = await removeManager(row.id);
    setBusy(false);
    if (!result.ok) {
      showToast(result.message ?? t["admin.managers.remove.failed"], "error");
      return;
    }
    showToast(t["admin.managers.remove.done"]);
    onClose();
    onRemoved();
  };
  return (
    <Dialog
      open
      size="sm"
      title={t["admin.managers.remove.title"]}
      closeLabel={t["admin.close"]}
      onClose={() => !busy && onClose()}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={busy} className="min-h-11 rounded border border-gray-300 px-4 hover:bg-gray-50">
            {t["admin.cancel"]}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="min-h-11 rounded bg-red-700 px-4 font-medium text-white hover:bg-red-800 disabled:opacity-60"
            data-testid="confirm-remove-manager"
          >
            {busy ? t["admin.managers.remove.removing"] : t["admin.managers.remove.confirm"]}
          </button>
        </div>
      }
    >
      <p data-testid="remove-manager-body">{fill(t["admin.managers.remove.body"], { name, username: row.user.username, branch })}</p>
    </Dialog>
  );
}
