// The widths every stored picture is served at (`GET /api/media/{key}?w=`, docs/decisions/0023):
// the API makes and caches nothing else, and the site's srcsets list only these. No step is
// wider than 1.5: Chromium takes the larger of two candidates only when the screen's density is
// past their geometric mean, so a picture is never more than the step's ratio, 1.5 times, the
// pixels its box needs (at densities above 1). The small widths are for the small boxes:
// thumbnails, logos, cart rows, which are 56-80 px at 1x and 168-240 px at 3x.
export const MEDIA_WIDTHS = [64, 96, 128, 160, 192, 240, 320, 480, 640, 960, 1280, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/**
 * Crops a variant may be cut to (`&crop=4x3`): the shapes of the boxes that show a picture
 * `object-cover`, so a square photo in a 4:3 card is not sent with a third it hides. Width by
 * height; the variant is `w` wide and `w × height / width` high, never enlarged.
 */
export const MEDIA_CROPS = { "1x1": [1, 1], "4x3": [4, 3] } as const;
export type MediaCrop = keyof typeof MEDIA_CROPS;
