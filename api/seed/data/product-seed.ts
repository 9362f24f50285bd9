// The shape of a hand-written demo product; descriptions are assembled from its parts.
import type { Motif } from "../shapes";
import type { Kind } from "../still-life";

export interface ProductSeed {
  name: string;
  name_ar: string;
  /** Base price in pounds. */
  price: number;
  motif: Motif;
  /** What its pictures draw: a bottle of oil, a phone, a T-shirt (api/seed/still-life.ts). */
  picture: Kind;
  categories: string[];
  /** One-line pitch: [English, Arabic]. */
  short: [string, string];
  /** Bullet points: [English, Arabic] each. */
  features: [string, string][];
  badge?: Badge;
}

/** The badges the seeds use, and how an Egyptian shop writes them in Arabic. */
export const BADGES = { "Best Seller": "الأكثر مبيعًا", New: "جديد", Sale: "تخفيضات" } as const;
export type Badge = keyof typeof BADGES;
