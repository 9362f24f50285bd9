// The demo branches' delivery settings (data/delivery.ts) as rows, in piasters.
import { branchDelivery, branchDeliveryAreas, branchDeliveryGovernorates, type branches } from "../db/schema";
import { DELIVERY } from "./data/delivery";
import { insertStatements, type SeedDb } from "./insert";

export function deliveryStatements(db: SeedDb, branchRows: (typeof branches.$inferInsert)[]) {
  const settings: (typeof branchDelivery.$inferInsert)[] = [];
  const governorates: (typeof branchDeliveryGovernorates.$inferInsert)[] = [];
  const areas: (typeof branchDeliveryAreas.$inferInsert)[] = [];
  for (const branch of branchRows) {
    const seed = DELIVERY[branch.name];
    if (!seed || branch.id === undefined) throw new Error(`no delivery settings for the demo branch ${branch.name}`);
    const branch_id = branch.id;
    settings.push({
      branch_id,
      free_over: seed.free_over === undefined ? null : seed.free_over * 100,
      pickup: seed.pickup !== undefined,
      pickup_address: seed.pickup?.address ?? "",
      pickup_hours: seed.pickup?.hours ?? "",
      pickup_hold_days: seed.pickup?.hold_days ?? 3,
    });
    for (const [governorate_id, fee, estimate, single = [], whole = true] of seed.governorates) {
      governorates.push({ branch_id, governorate_id, fee: fee * 100, estimate, whole });
      for (const [area_id, areaFee] of single) areas.push({ branch_id, area_id, fee: areaFee === null ? null : areaFee * 100 });
    }
  }
  return [
    ...insertStatements(db, branchDelivery, settings),
    ...insertStatements(db, branchDeliveryGovernorates, governorates),
    ...insertStatements(db, branchDeliveryAreas, areas),
  ];
}
