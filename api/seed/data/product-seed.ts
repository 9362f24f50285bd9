// The shape of a hand-written demo product; descriptions are assembled from its parts.
import type { Motif } from "../shapes";

export interface ProductSeed {
  name: string;
  name_ar: string;
  /** Base price in pounds. */
  price: number;
  motif: Motif;
  categories: string[];
  /** One-line pitch: [English, Arabic]. */
  short: [string, string];
  /** Bullet points: [English, Arabic] each. */
  features: [string, string][];
  badge?: string;
}
