// The OpenAPI entry of GET /api/media/{key} (routes.ts): an original, or a variant of it.
import { MEDIA_CROPS, MEDIA_WIDTHS, mediaQuery } from "#contract/media";
import { type Operation, tagged } from "../openapi/define";

const { op } = tagged("Media");

export const mediaOperations: readonly Operation[] = [
  op({
    id: "getMedia",
    method: "get",
    path: "/api/media/{key}",
    summary: "A stored image, or a variant of it at a width (immutable; conditional requests answer 304)",
    description: `Without \`w\`: the uploaded file as it is. With \`w\` (one of ${MEDIA_WIDTHS.join(", ")}): the picture at that width, never wider than the original; with \`crop\` too (${Object.keys(MEDIA_CROPS).join(", ")}), cut from its centre to that shape, width by height, for a box that shows it \`object-fit: cover\`. In WebP when \`Accept\` names image/webp, else AVIF when it names image/avif, else in the original's format (a GIF is then sent as it is); the answer carries \`Vary: Accept\`. Variants are made by Cloudflare Images and kept in the data centre's cache by picture, width, crop and format (docs/decisions/0023).`,
    access: "public",
    params: { key: { kind: "media-key", description: "The image's key, as in the image URLs the API returns (may hold slashes)." } },
    query: mediaQuery,
    ok: [
      { status: 200, media: "image/*", description: "The image, or its variant." },
      { status: 304, description: "Not modified (If-None-Match matched)." },
    ],
    errors: [400],
  }),
];
