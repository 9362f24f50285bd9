// A cell's value as a merchant may type it: Arabic-Indic or Persian digits, the Arabic decimal
// and thousands separators, "LE"/"EGP"/"جنيه" around a price, yes/no in either language.
// Each reader answers the value, null for an empty cell, or an error.
import type { MessageId } from "#contract/messages";

export type Read<T> = { ok: true; value: T | null } | { ok: false; error: MessageId };

const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x660 + i)] = String(i);
  DIGITS[String.fromCharCode(0x6f0 + i)] = String(i);
}

/** Latin digits, "." for the Arabic decimal separator, thousands separators and currency words gone. */
export function latinNumber(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => DIGITS[d])
    .replace(/\u066b/g, ".")
    .replace(/[\u066c\s\u200f\u200e\u00a0]/g, "")
    .replace(/^(le|egp|e£|ج\.?م\.?|جنيه)|(le|egp|ج\.?م\.?|جنيه)$/gi, "");
}

/** EGP with at most two decimals (a spreadsheet's 12.300000000000001 is 12.30) -> piasters, above 0. */
export function readPrice(text: string): Read<number> {
  const raw = text.trim();
  if (raw === "") return { ok: true, value: null };
  let t = latinNumber(raw);
  // "1,250.50" and "1,250": commas as thousands; "12,5" (a European decimal comma) as a decimal.
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, "");
  else if (/^\d+,\d{1,2}$/.test(t)) t = t.replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(t)) return { ok: false, error: "importBadPrice" };
  const egp = Number(t);
  const piasters = Math.round(egp * 100);
  if (!Number.isFinite(egp) || Math.abs(egp * 100 - piasters) > 1e-6 || piasters > 99_999_999_999) return { ok: false, error: "importBadPrice" };
  if (piasters <= 0) return { ok: false, error: "importZeroPrice" };
  return { ok: true, value: piasters };
}

export function readStock(text: string): Read<number> {
  const raw = text.trim();
  if (raw === "") return { ok: true, value: null };
  const t = latinNumber(raw).replace(/,/g, "");
  if (!/^-?\d+(\.0+)?$/.test(t)) return { ok: false, error: "importBadStock" };
  const n = Number(t);
  if (n < 0) return { ok: false, error: "importNegativeStock" };
  if (n > 1_000_000_000) return { ok: false, error: "importBadStock" };
  return { ok: true, value: n };
}

const YES = new Set(["yes", "y", "true", "1", "نعم", "متاح", "متوفر", "ايوه", "أيوه"]);
const NO = new Set(["no", "n", "false", "0", "لا", "غيرمتاح", "غيرمتوفر"]);

export function readAvailable(text: string): Read<boolean> {
  const t = latinNumber(text.trim()).toLowerCase();
  if (t === "") return { ok: true, value: null };
  if (YES.has(t)) return { ok: true, value: true };
  if (NO.has(t)) return { ok: true, value: false };
  return { ok: false, error: "importBadAvailable" };
}
