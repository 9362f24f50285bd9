// The widths every stored picture is served at (`GET /api/media/{key}?w=`, docs/decisions/0023):
// the API makes and caches nothing else, and the site's srcsets list only these. Chromium takes
// the smallest candidate at least as dense as the screen, so a picture can be one step wider and
// one step taller than its box needs: steps of at most √1.5 (1.2247) keep every picture within
// 1.5 times its box's pixels (issue 25). A geometric run from 64 px (a thumbnail or logo at 1x)
// to 1600 px (the hero at 1x on a wide screen), rounded (to eights from 240 up).
export const MEDIA_WIDTHS = [64, 77, 93, 113, 136, 165, 199, 240, 288, 352, 424, 512, 624, 752, 904, 1096, 1328, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/**
 * Crops a variant may be cut to (`&crop=4x3`): the shapes of the boxes that show a picture
 * `object-cover`, so a square photo in a 4:3 card is not sent with a third it hides. Width by
 * height; the variant is `w` wide and `w × height / width` high, never enlarged.
 */
export const MEDIA_CROPS = { "1x1": [1, 1], "4x3": [4, 3] } as const;
export type MediaCrop = keyof typeof MEDIA_CROPS;
