// How the demo's branches deliver (decisions: "Delivery"), by branch name: Cairo and Giza
// branches across Greater Cairo at different fees, one branch nationwide, one with pickup only,
// the others across their region. A shopper in Asyut or Sohag finds pickup (Assiut) or the
// nationwide branch only. Amounts in EGP; governorates by number (api/db/areas/egypt.txt).
import type { DeliveryEstimate } from "../../db/schema";

export interface DeliverySeed {
  free_over?: number;
  /** [governorate, fee, estimate, single areas: [area, fee or null (the governorate's)], whole (default true)] */
  governorates: [number, number, DeliveryEstimate, ([number, number | null][] | undefined)?, boolean?][];
  pickup?: { address: string; hours: string; hold_days: number };
}

const CAIRO = 1;
const GIZA = 2;
const ALEXANDRIA = 3;
const DAKAHLIA = 4;
const BEHEIRA = 6;
const GHARBIA = 8;
const MONUFIA = 10;
const QALYUBIA = 12;
const DAMIETTA = 19;
const SHARQIA = 20;
// Red Sea, New Valley, Aswan, South Sinai, Matrouh, North Sinai.
const REMOTE = new Set([5, 13, 15, 21, 23, 26]);
const HOURS = "Daily 10:00–22:00 · يوميًا ١٠ص–١٠م";

export const DELIVERY: Record<string, DeliverySeed> = {
  "Fresh Market Nasr City": {
    free_over: 600,
    governorates: [
      [CAIRO, 25, "same_day", [[1046, 35]]],
      [GIZA, 40, "1_2_days"],
      [
        QALYUBIA,
        45,
        "1_2_days",
        [
          [12009, null],
          [12003, null],
        ],
        false,
      ],
    ],
    pickup: { address: "24 Abbas El Akkad St, Nasr City", hours: HOURS, hold_days: 2 },
  },
  "Fresh Market Dokki": {
    free_over: 500,
    governorates: [
      [
        GIZA,
        20,
        "same_day",
        [
          [2013, 35],
          [2014, 35],
        ],
      ],
      [CAIRO, 35, "1_2_days"],
    ],
    pickup: { address: "9 Mossadak St, Dokki", hours: HOURS, hold_days: 2 },
  },
  "Fresh Market Smouha": {
    free_over: 400,
    governorates: [
      [ALEXANDRIA, 20, "same_day"],
      [BEHEIRA, 45, "1_2_days", [[6001, null]], false],
    ],
  },
  // Nationwide: every governorate, remote ones dearer.
  "Nile Electronics Heliopolis": {
    free_over: 10_000,
    governorates: Array.from({ length: 27 }, (_, i) => {
      const g = i + 1;
      if (g === CAIRO) return [g, 40, "same_day"] as const;
      if (g === GIZA) return [g, 50, "1_2_days"] as const;
      return [g, REMOTE.has(g) ? 120 : 75, "3_5_days"] as const;
    }) as DeliverySeed["governorates"],
    pickup: { address: "Heliopolis branch, Roxy Sq", hours: HOURS, hold_days: 7 },
  },
  "Cairo Fashion House Zamalek": {
    free_over: 1_500,
    governorates: [
      [CAIRO, 45, "1_2_days"],
      [GIZA, 55, "1_2_days"],
    ],
    pickup: { address: "Zamalek branch, 26th of July St", hours: HOURS, hold_days: 5 },
  },
  "Cairo Fashion House Sheikh Zayed": {
    free_over: 1_500,
    governorates: [
      [GIZA, 35, "1_2_days"],
      [CAIRO, 50, "1_2_days"],
    ],
  },
  "Cairo Fashion House San Stefano": { governorates: [[ALEXANDRIA, 35, "1_2_days"]] },
  // Pickup only.
  "Cairo Fashion House Assiut": { governorates: [], pickup: { address: "Assiut branch, Gomhoreya St", hours: HOURS, hold_days: 5 } },
  "Delta Home Mansoura": {
    free_over: 3_000,
    governorates: [
      [DAKAHLIA, 40, "1_2_days"],
      [DAMIETTA, 60, "3_5_days"],
    ],
  },
  "Delta Home Tanta": {
    free_over: 3_000,
    governorates: [
      [GHARBIA, 40, "1_2_days"],
      [
        MONUFIA,
        55,
        "3_5_days",
        [
          [10001, null],
          [10003, null],
        ],
        false,
      ],
    ],
  },
  "Delta Home Zagazig": { free_over: 3_000, governorates: [[SHARQIA, 40, "1_2_days"]] },
  "Delta Home Damietta": {
    free_over: 3_000,
    governorates: [
      [DAMIETTA, 35, "1_2_days"],
      [DAKAHLIA, 55, "3_5_days"],
    ],
  },
};
