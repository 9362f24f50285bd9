// The widths every stored picture is served at (`GET /api/media/{key}?w=`, docs/decisions/0023):
// the API makes and caches nothing else, and the site's srcsets list only these.
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
