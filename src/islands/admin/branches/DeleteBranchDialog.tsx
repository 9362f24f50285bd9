// Deleting a branch asks first (docs/product.md §5: 'Are you sure you want to delete this
// branch?') and says what goes with it: its listings are removed, its closed orders keep
// their records, and while it has open orders it cannot go (the server refuses with 409, which
// is shown too). The dialog stays while the call is under way.
import { useEffect, useState } from "react";
import type { Branch } from "#contract/stores";
import { localName } from "../../../lib/format";
import { type DeleteImpact, deleteBranch, deleteImpact } from "../../../lib/stores/admin/admin-branches";
import { showToast } from "../../../lib/stores/toasts";
import ConfirmDialog from "../ConfirmDialog";
import { useText } from "../text";
import { counted } from "./counted";

interface Props {
  branch: Branch;
  /** The store's name in the page's language. */
  storeName: string;
  onClose: () => void;
  onDeleted: () => void;
}

export default function DeleteBranchDialog({ branch, storeName, onClose, onDeleted }: Props) {
  const { t, locale } = useText();
  const [impact, setImpact] = useState<DeleteImpact | null | "loading">("loading");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState("");
  useEffect(() => {
    let live = true;
    void deleteImpact(branch.id).then((found) => live && setImpact(found));
    return () => {
      live = false;
    };
  }, [branch.id]);

  const blocked = impact !== "loading" && impact !== null && impact.open_orders > 0;
  const onConfirm = async () => {
    setBusy(true);
    const result = await deleteBranch(branch.id);
    setBusy(false);
    if (!result.ok) {
      const message = result.message ?? t["admin.branches.remove.failed"];
      if (result.status === 409) setRefusal(message);
      showToast(message, "error");
      return;
    }
    showToast(t["admin.branches.remove.deleted"]);
    onClose();
    onDeleted();
  };

  return (
    <ConfirmDialog
      title={t["admin.branches.remove.title"]}
      size="md"
      busy={busy}
      disabled={blocked || impact === "loading" || Boolean(refusal)}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={t["admin.branches.remove.delete"]}
      busyLabel={t["admin.branches.remove.deleting"]}
      confirmTestId="branch-delete-confirm"
    >
      <p className="font-medium">{t["admin.branches.remove.confirm"]}</p>
      <p className="mt-1 text-gray-700">
        <bdi>{localName(branch, locale)}</bdi> · <bdi>{storeName}</bdi>
      </p>
      <div className="mt-3 space-y-1 text-sm" aria-live="polite" data-testid="branch-delete-impact">
        {impact === "loading" ? (
          <p className="text-gray-600">{t["admin.branches.remove.checking"]}</p>
        ) : impact === null ? (
          <p className="text-gray-700">{t["admin.branches.remove.checkFailed"]}</p>
        ) : (
          <>
            <p>{counted(t, locale, "admin.branches.remove.listings", impact.listings)}</p>
            <p>{counted(t, locale, "admin.branches.remove.closedOrders", impact.closed_orders)}</p>
            {blocked && (
              <p className="rounded border border-amber-300 bg-amber-50 p-2 font-medium text-amber-900" data-testid="branch-delete-blocked">
                {counted(t, locale, "admin.branches.remove.openOrders", impact.open_orders)}
              </p>
            )}
          </>
        )}
        {refusal && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-red-800" data-testid="branch-delete-refused">
            {refusal}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
