// The bill's font, parsed once per worker instance rather than on every request.
// Noto Sans Arabic (SIL OFL 1.1, api/assets/fonts/OFL.txt) covers Latin and Arabic,
// including every Arabic presentation form that `arabic-shape.ts` produces.
import notoSansArabic from "../../assets/fonts/NotoSansArabic-Regular.ttf";
import { TrueTypeFont } from "./truetype";

let cached: TrueTypeFont | undefined;

export function billFont(): TrueTypeFont {
  cached ??= new TrueTypeFont(notoSansArabic);
  return cached;
}
