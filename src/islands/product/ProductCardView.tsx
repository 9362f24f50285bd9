// A product card rendered by an island (cards fetched after a search or a page change). The
// same markup and class names as the prerendered ProductCard.astro (both from CARD), with
// CardActions as a plain component inside, not an island of its own.
import type { Product } from "#contract/catalog";
import { formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { picture } from "../../lib/media/srcset";
import { CARD, CARD_BOX, cardData } from "../../lib/product/card";
import type { CardStrings } from "../../lib/product/card-strings";
import { readAreaChoice } from "../../lib/area-choice";
import CardActions from "./CardActions";
import StockBadge from "./StockBadge";

interface Props {
  product: Product;
  locale: Locale;
  /** Show this branch's offer (a branch filter); else the cheapest available. */
  branchId?: number | null;
  t: CardStrings;
  eager?: boolean;
}

export default function ProductCardView({ product, locale, branchId, t, eager = false }: Props) {
  const card = cardData(product, locale, branchId ?? undefined);
  const image = card.image && picture(card.image.src, CARD_BOX);
  // The delivery line (lib/product/reach.ts), from an answer asked with the chosen area.
  const area = readAreaChoice();
  const { delivers_to_area: delivers, pickup_only: pickup } = product;
  return (
    // data-listing-id, not data-product-id: the live-price script edits prerendered cards'
    // DOM, and must not touch React's.
    <article className={CARD.article} data-listing-id={card.id}>
      <a href={card.href} className={CARD.imageLink}>
        {card.image && image ? (
          <img
            src={image.src}
            srcSet={image.srcset}
            sizes={image.sizes}
            alt={card.image.alt}
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding={eager ? undefined : "async"}
            className={CARD.image}
          />
        ) : (
          <span className={CARD.noImage}>{t["card.noImage"]}</span>
        )}
        <span className={CARD.badge}>
          <StockBadge state={card.state} t={t} />
        </span>
      </a>
      <div className={CARD.body}>
        <h3 className={CARD.name}>
          <a href={card.href} className={CARD.nameLink}>
            {card.name}
          </a>
        </h3>
        {card.summary && <p className={CARD.summary}>{card.summary}</p>}
        {card.offer && <p className={CARD.price}>{formatMoney(card.offer.price, locale)}</p>}
        <p className={CARD.reach} data-reach={pickup ? "pickup" : ""}>
          {area && delivers
            ? t["area.delivers"].replace("{area}", (locale === "ar" && area.name_ar) || area.name)
            : area && pickup
              ? t["card.pickupOnly"]
              : ""}
        </p>
        <CardActions
          productId={card.id}
          locale={locale}
          name={card.name}
          image={card.image}
          offer={card.offer}
          branchId={branchId ?? undefined}
          t={t}
        />
      </div>
    </article>
  );
}
