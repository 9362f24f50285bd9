// A branch's delivery settings as stored (piasters) and as answered (decimal strings), and the
// statements that replace them in one batch.
import { eq, inArray } from "drizzle-orm";
import type { DeliverySettings } from "#contract/delivery";
import { fromPiasters } from "#shared/money";
import { branchDelivery, branchDeliveryAreas, branchDeliveryGovernorates } from "../../db/schema";
import type { Db } from "../env";
import type { DeliveryTerms } from "./fee";

/** The settings as the contract's input leaves them: piasters, defaults filled in. */
export interface SettingsRows {
  free_over: number | null;
  governorates: {
    governorate_id: number;
    fee: number;
    estimate: (typeof branchDeliveryGovernorates.$inferSelect)["estimate"];
    whole: boolean;
    areas: { area_id: number; fee: number | null }[];
  }[];
  pickup: { enabled: boolean; address: string; hours: string; hold_days: number };
}

const NONE: SettingsRows = { free_over: null, governorates: [], pickup: { enabled: false, address: "", hours: "", hold_days: 3 } };

/** The three reads of some branches' settings, to run in a batch (with other reads). */
export function settingsReads(db: Db, branchIds: number[]) {
  return [
    db.select().from(branchDelivery).where(inArray(branchDelivery.branch_id, branchIds)),
    db
      .select()
      .from(branchDeliveryGovernorates)
      .where(inArray(branchDeliveryGovernorates.branch_id, branchIds))
      .orderBy(branchDeliveryGovernorates.governorate_id),
    db.select().from(branchDeliveryAreas).where(inArray(branchDeliveryAreas.branch_id, branchIds)).orderBy(branchDeliveryAreas.area_id),
  ] as const;
}
type Read<I extends number> = Awaited<ReturnType<typeof settingsReads>[I]>;

/** One branch's settings from what settingsReads read (a branch never set up neither delivers nor offers pickup). */
export function settingsOf(branchId: number, [settings, govs, areas]: readonly [Read<0>, Read<1>, Read<2>]): SettingsRows {
  const row = settings.find((s) => s.branch_id === branchId);
  if (!row) return NONE;
  const mine = areas.filter((a) => a.branch_id === branchId);
  return {
    free_over: row.free_over,
    governorates: govs
      .filter((g) => g.branch_id === branchId)
      .map(({ governorate_id, fee, estimate, whole }) => ({
        governorate_id,
        fee,
        estimate,
        whole,
        // An area's id starts with its governorate's number (api/db/areas/egypt.txt).
        areas: mine.filter((a) => Math.floor(a.area_id / 1000) === governorate_id).map(({ area_id, fee }) => ({ area_id, fee })),
      })),
    pickup: { enabled: row.pickup, address: row.pickup_address, hours: row.pickup_hours, hold_days: row.pickup_hold_days },
  };
}

/** A branch's settings: three reads in one round trip. */
export async function loadSettings(db: Db, branchId: number): Promise<SettingsRows> {
  return settingsOf(branchId, await db.batch(settingsReads(db, [branchId])));
}

export function answer(branchId: number, rows: SettingsRows): DeliverySettings {
  const money = (piasters: number | null) => (piasters === null ? null : fromPiasters(piasters));
  return {
    branch_id: branchId,
    free_over: money(rows.free_over),
    governorates: rows.governorates.map((g) => ({
      ...g,
      fee: fromPiasters(g.fee),
      areas: g.areas.map((a) => ({ area_id: a.area_id, fee: money(a.fee) })),
    })),
    pickup: rows.pickup,
  };
}

/** What the fee rule reads (fee.ts). */
export function termsOf(rows: SettingsRows): DeliveryTerms {
  return {
    free_over: rows.free_over,
    governorates: new Map(rows.governorates.map((g) => [g.governorate_id, { fee: g.fee, estimate: g.estimate, whole: g.whole }])),
    areas: new Map(rows.governorates.flatMap((g) => g.areas.map((a) => [a.area_id, a.fee] as const))),
  };
}

/** The statements that replace a branch's settings with `rows`. */
export function replaceStatements(db: Db, branchId: number, rows: SettingsRows) {
  const { pickup } = rows;
  const settings = {
    free_over: rows.free_over,
    pickup: pickup.enabled,
    pickup_address: pickup.address,
    pickup_hours: pickup.hours,
    pickup_hold_days: pickup.hold_days,
  };
  const areas = rows.governorates.flatMap((g) => g.areas.map((a) => ({ branch_id: branchId, area_id: a.area_id, fee: a.fee })));
  return [
    db.delete(branchDeliveryAreas).where(eq(branchDeliveryAreas.branch_id, branchId)),
    db.delete(branchDeliveryGovernorates).where(eq(branchDeliveryGovernorates.branch_id, branchId)),
    db
      .insert(branchDelivery)
      .values({ branch_id: branchId, ...settings })
      .onConflictDoUpdate({ target: branchDelivery.branch_id, set: { ...settings, updated_at: new Date().toISOString() } }),
    // D1 binds at most 100 values a statement: five per governorate, three per area.
    ...chunks(
      rows.governorates.map(({ areas: _, ...g }) => ({ branch_id: branchId, ...g })),
      20,
    ).map((part) => db.insert(branchDeliveryGovernorates).values(part)),
    ...chunks(areas, 33).map((part) => db.insert(branchDeliveryAreas).values(part)),
  ];
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
