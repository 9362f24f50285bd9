// A product's pictures: the current ones with Remove, and more added in one go. Problems are
// listed per file, prefixed with its name; after 'Images added successfully!' the dialog
// closes itself 1.5 s later. Escape closes unless an upload is under way.
import { fill } from "../../../lib/template";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { Listing } from "#contract/listings";
import type { ProductImage } from "#contract/catalog";
import { localName } from "../../../lib/format";
import { CLOSE_AFTER_MS, createImagesDialog } from "../../../lib/stores/admin/product-images";
import Dialog from "../../ui/Dialog";
import FilePicker from "../FilePicker";
import { useText } from "../text";

const PROBLEM = { type: "admin.images.badType", size: "admin.images.tooBig", none: "admin.images.pickOne" } as const;

export default function ImagesDialog({ listing, onClose, onChanged }: { listing: Listing; onClose: () => void; onChanged: () => void }) {
  const { t, locale } = useText();
  const product = listing.product as Listing["product"] & { images?: ProductImage[] };
  const [dialog] = useState(() => createImagesDialog(product.id, product.images ?? [], onChanged));
  const state = useStore(dialog.$images);
  const busy = state.status === "uploading";
  /** The picture whose removal is being asked about: removed for good, so asked in place first. */
  const [asking, setAsking] = useState<number | null>(null);
  // The question takes the focus to its safe answer, so a keyboard user hears it.
  useEffect(() => {
    if (asking !== null) document.querySelector<HTMLElement>('[data-testid="image-remove-keep"]')?.focus();
  }, [asking]);

  useEffect(() => {
    if (state.status !== "added") return;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.status, onClose]);

  return (
    <Dialog
      open
      size="lg"
      title={fill(t["admin.images.title"], { name: localName(listing.product, locale) })}
      closeLabel={t["admin.close"]}
      onClose={() => !busy && onClose()}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={busy} className="min-h-11 rounded border border-gray-300 px-4 hover:bg-gray-50">
            {t["admin.close"]}
          </button>
          <button
            type="button"
            onClick={() => void dialog.upload()}
            disabled={busy}
            className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
            data-testid="images-upload"
          >
            {busy ? t["admin.images.uploading"] : t["admin.images.upload"]}
          </button>
        </div>
      }
    >
      <h3 className="mb-2 font-semibold">{t["admin.images.current"]}</h3>
      {state.images.length === 0 ? (
        <p className="mb-4 text-gray-600">{t["admin.images.none"]}</p>
      ) : (
        <ul className="mb-4 grid grid-cols-3 gap-3 sm:grid-cols-4" data-testid="images-current">
          {state.images.map((image, i) => (
            <li key={image.id} className="flex flex-col items-center gap-1">
              <img
                src={image.image}
                alt={image.alt_text || `${localName(listing.product, locale)} ${i + 1}`}
                width={96}
                height={96}
                className="size-24 rounded object-cover"
              />
              {asking === image.id ? (
                <div className="flex flex-col items-center gap-1 text-center text-xs">
                  <p role="status" className="text-gray-800">
                    {t["admin.images.confirmRemove"]}
                  </p>
                  <div className="flex flex-wrap justify-center gap-1">
                    <button
                      type="button"
                      onClick={async () => {
                        await dialog.remove(image.id);
                        setAsking(null);
                      }}
                      disabled={state.removing !== null}
                      className="min-h-11 rounded bg-red-700 px-2 text-sm font-medium text-white hover:bg-red-800"
                      data-testid="image-remove-confirm"
                    >
                      {state.removing === image.id ? t["admin.images.removing"] : t["admin.images.confirmRemoveYes"]}
                    </button>
                    <button
                      type="button"
                      onClick={() => setAsking(null)}
                      disabled={state.removing !== null}
                      className="min-h-11 rounded border border-gray-300 px-2 text-sm hover:bg-gray-50"
                      data-testid="image-remove-keep"
                    >
                      {t["admin.images.confirmRemoveNo"]}
                    </button>
                  </div>
                </div>
              ) : (
                <button
                  type="button"
                  onClick={() => setAsking(image.id)}
                  disabled={state.removing !== null}
                  className="min-h-11 rounded px-2 text-sm text-red-700 hover:bg-red-50"
                  aria-label={fill(t["admin.images.removeOf"], { n: i + 1 })}
                  data-testid="image-remove"
                >
                  {t["admin.images.remove"]}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mb-1 font-semibold">{t["admin.images.choose"]}</h3>
      <FilePicker accept="image/jpeg,image/png,image/gif" multiple onFiles={dialog.choose} testId="images-files" />
      <p className="mt-1 text-xs text-gray-600">{t["admin.images.hint"]}</p>
      <div role="alert" className="mt-3 text-sm" data-testid="images-messages">
        {state.status === "added" && <p className="text-green-700">{t["admin.images.added"]}</p>}
        {state.problems.map((p) => (
          <p key={`${p.file}:${p.problem}`} className="text-red-700">
            {p.file ? `${p.file}: ${t[PROBLEM[p.problem]]}` : t[PROBLEM[p.problem]]}
          </p>
        ))}
        {state.status === "failed" &&
          (state.serverErrors.length ? state.serverErrors : [t["admin.images.failed"]]).map((message) => (
            <p key={message} className="text-red-700">
              {message}
            </p>
          ))}
      </div>
    </Dialog>
  );
}
