// The quick view's content, loaded only when a shopper opens it: what the card knows shows
// at once (image, price, stepper); the description comes from GET /api/products/{id}/.
import { useEffect, useState } from "react";
import type { Product } from "#contract/catalog";
import { formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import type { CardOffer } from "../../lib/product/card";
import type { CardStrings } from "../../lib/product/card-strings";
import { localText } from "../../lib/product/text";
import AddToCart from "./AddToCart";
import { type Layout, reactPicture } from "../../lib/media/srcset";

/** The picture's box: the dialog (max-w-2xl) across on a phone, half of it from sm. */
const QUICK_VIEW_BOX: Layout = { sizes: "(min-width: 640px) 304px, calc(100vw - 64px)", largest: 576 };

interface Props {
  productId: number;
  locale: Locale;
  name: string;
  image: { src: string; alt: string } | null;
  offer: CardOffer | null;
  t: CardStrings;
  onAdded: () => void;
}

type Loaded = { status: "loading" } | { status: "ready"; product: Product } | { status: "error" };

function useProduct(productId: number): Loaded {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/products/${productId}/`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<Product>) : Promise.reject(new Error(String(res.status)))))
      .then((product) => setState({ status: "ready", product }))
      .catch(() => controller.signal.aborted || setState({ status: "error" }));
    return () => controller.abort();
  }, [productId]);
  return state;
}

// The dialog's title is the product's name; the content does not repeat it.
export default function QuickView({ productId, locale, name, image, offer: cardOffer, t, onAdded }: Props) {
  const state = useProduct(productId);
  // The freshest offer of the same branch as the card's, once the product is in.
  const fresh = state.status === "ready" && cardOffer ? state.product.offers.find((o) => o.branch.id === cardOffer.branchId) : undefined;
  const offer: CardOffer | null = fresh
    ? { branchId: fresh.branch.id, price: fresh.price, stock: fresh.stock, available: fresh.is_available }
    : cardOffer;
  const description = state.status === "ready" ? localText(state.product, "description", locale) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="quick-view-content">
      {image ? (
        <img
          {...reactPicture(image.src, QUICK_VIEW_BOX)}
          alt={image.alt}
          width={400}
          height={400}
          className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
        />
      ) : (
        <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-gray-100 text-sm text-gray-500">
          {t["card.noImage"]}
        </span>
      )}
      <div className="flex flex-col gap-3">
        {offer && <p className="text-lg font-bold text-primary">{formatMoney(offer.price, locale)}</p>}
        {offer && (
          <AddToCart
            productId={productId}
            branchId={offer.branchId}
            name={name}
            image={image?.src ?? null}
            price={offer.price}
            stock={offer.stock}
            available={offer.available}
            t={t}
            onAdded={onAdded}
          />
        )}
        {state.status === "loading" && <p className="text-sm text-gray-600">{t["common.loading"]}</p>}
        {state.status === "error" && (
          <p className="text-sm text-red-700" role="alert">
            {t["card.loadError"]}
          </p>
        )}
        {description?.text && (
          <div
            lang={description.lang}
            className="text-sm leading-relaxed text-gray-700 [&_li]:ms-5 [&_li]:list-disc [&_p]:mb-2 [&_ul]:mb-2"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises descriptions on write and again on the way out (docs/product.md §5)
            dangerouslySetInnerHTML={{ __html: description.text }}
          />
        )}
        <a
          href={`/${locale}/product/${productId}/${offer ? `?branch=${offer.branchId}` : ""}`}
          className="text-sm font-semibold text-primary underline"
        >
          {t["card.viewDetails"]}
        </a>
      </div>
    </div>
  );
}
