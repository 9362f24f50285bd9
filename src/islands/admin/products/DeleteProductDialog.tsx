// "Delete product" asks first; the dialog stays while the call is under way.
import { fill } from "../../../lib/template";
import { useState } from "react";
import type { Listing } from "#contract/listings";
import { localName } from "../../../lib/format";
import { deleteProduct } from "../../../lib/stores/admin/admin-products";
import { showToast } from "../../../lib/stores/toasts";
import ConfirmDialog from "../ConfirmDialog";
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
    <ConfirmDialog
      title={t["admin.products.deleteTitle"]}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={t["admin.products.delete"]}
      busyLabel={t["admin.products.deleting"]}
      confirmTestId="confirm-delete"
    >
      <p>{fill(t["admin.products.deleteBody"], { name: localName(listing.product, locale) })}</p>
    </ConfirmDialog>
  );
}
