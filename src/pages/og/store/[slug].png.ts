// One share card per store, drawn at build time: the store's colours, logo and names.
import type { APIRoute, GetStaticPaths } from "astro";
import { apiGetAll, once } from "../../../lib/api/build-data";
import type { Store } from "#contract/stores";
import { t } from "../../../lib/i18n";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, storeCardSvg } from "../../../lib/og/card-svg";
import { imageDataUri } from "../../../lib/og/fetch-image";
import { renderPng, textMeasure } from "../../../lib/og/render-build";

export const getStaticPaths = (async () => {
  const stores = await once("all:/api/stores/", () => apiGetAll<Store>("/api/stores/"));
  return stores.map((store) => ({ params: { slug: store.slug }, props: { store } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { store } = props as { store: Store };
  const svg = storeCardSvg(
    {
      name: store.name,
      nameAr: store.name_ar,
      primary: store.theme?.primary_color ?? DEFAULT_PRIMARY,
      secondary: store.theme?.secondary_color ?? DEFAULT_SECONDARY,
      logo: await imageDataUri(store.theme?.logo),
      brand: `${t("ar", "brand.name")} · ${t("en", "brand.name")}`,
    },
    await textMeasure(),
  );
  return new Response(await renderPng(svg), { headers: { "Content-Type": "image/png" } });
};
