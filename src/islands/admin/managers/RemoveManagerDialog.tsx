// "Remove manager" asks first, naming the person and the branch and what they lose; the
// dialog stays while the call is under way.
import { useState } from "react";
import type { Responsible } from "#contract/stores";
import { removeManager } from "../../../lib/stores/admin/admin-managers";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import ConfirmDialog from "../ConfirmDialog";
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
    <ConfirmDialog
      title={t["admin.managers.remove.title"]}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={t["admin.managers.remove.confirm"]}
      busyLabel={t["admin.managers.remove.removing"]}
      confirmTestId="confirm-remove-manager"
    >
      <p data-testid="remove-manager-body">{fill(t["admin.managers.remove.body"], { name, username: row.user.username, branch })}</p>
    </ConfirmDialog>
  );
}
