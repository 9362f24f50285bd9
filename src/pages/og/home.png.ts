// The home page's share card, drawn at build time. Its text is Arabic in both languages
// (docs/product.md: the home page's share title and description are Arabic).
import type { APIRoute } from "astro";
import { apiGetAll, once } from "../../lib/api/build-data";
import type { Store } from "#contract/stores";
import { t } from "../../lib/i18n";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, homeCardSvg } from "../../lib/og/card-svg";
import { imageDataUri } from "../../lib/og/fetch-image";
import { renderPng, textMeasure } from "../../lib/og/render-build";

export const GET: APIRoute = async () => {
  const stores = await once("all:/api/stores/", () => apiGetAll<Store>("/api/stores/"));
  const logos = (await Promise.all(stores.slice(0, 4).map((s) => imageDataUri(s.theme?.logo)))).filter((l): l is string => !!l);
  const svg = homeCardSvg(
    {
      title: t("ar", "home.shareTitle"),
      description: t("ar", "home.shareDescription"),
      logos,
      primary: DEFAULT_PRIMARY,
      secondary: DEFAULT_SECONDARY,
      brand: `${t("ar", "brand.name")} · ${t("en", "brand.name")}`,
    },
    await textMeasure(),
  );
  return new Response(await renderPng(svg), { headers: { "Content-Type": "image/png" } });
};
