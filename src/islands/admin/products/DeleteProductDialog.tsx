// "Delete product" asks first; the dialog stays while the call is under way.
import { fill } from "../../../lib/template";
import { useState } from "react";
import type { Listing } from "#contract/listings";
import { localName } from "../../../lib/format";
import { deleteProduct } from "../../../lib/stores/admin/admin-products";
import { showToast } from "../../../lib/stores/toasts";
import Dialog from "../../ui/Dialog";
import { useText } from "../text";

export default function DeleteProductDialog({ listing, onClose, onDeleted }: { listing: Listing; onClose: () => void; onDeleted: () => void }) {
  const { t, locale } = useText();
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    setBusy(true);
    const result = await deleteProduct(listing.product.id);
    setBusy(false);
    if (!result.ok) {
      showToast(result.message ?? t["admin.products.deleteFailed"], "error");
      return;
    }
    showToast(t["admin.products.deleted"]);
    onClose();
    onDeleted();
  };
  return (
    <Dialog
      open
      size="sm"
      title={t["admin.products.deleteTitle"]}
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
            data-testid="confirm-delete"
          >
            {busy ? t["admin.products.deleting"] : t["admin.products.delete"]}
          </button>
        </div>
      }
    >
      <p>{fill(t["admin.products.deleteBody"], { name: localName(listing.product, locale) })}</p>
    </Dialog>
  );
}
