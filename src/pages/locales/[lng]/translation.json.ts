// GET /locales/{lng}/translation.json (docs/product.md §7): the translation files, as static files.
import type { APIRoute } from "astro";
import ar from "../../../locales/ar/translation.json";
import en from "../../../locales/en/translation.json";

const dictionaries = { en, ar };

export const getStaticPaths = () => Object.keys(dictionaries).map((lng) => ({ params: { lng } }));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(dictionaries[params.lng as keyof typeof dictionaries]), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
