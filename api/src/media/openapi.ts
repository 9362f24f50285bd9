// The OpenAPI entry of GET /api/media/{key} (routes.ts).
import { type Operation, tagged } from "../openapi/define";

const { op } = tagged("Media");

export const mediaOperations: readonly Operation[] = [
  op({
    id: "getMedia",
    method: "get",
    path: "/api/media/{key}",
    summary: "A stored image (immutable; conditional requests answer 304)",
    access: "public",
    params: { key: { kind: "media-key", description: "The image's key, as in the image URLs the API returns (may hold slashes)." } },
    ok: [
      { status: 200, media: "image/*", description: "The image." },
      { status: 304, description: "Not modified (If-None-Match matched)." },
    ],
  }),
];
