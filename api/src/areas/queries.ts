// Egypt's areas change only with a migration, so an isolate reads them once (two statements,
// about 400 rows) and answers every later request from memory.
import { asc } from "drizzle-orm";
import type { Governorate, PlacedArea } from "#contract/areas";
import { areas, governorates } from "../../db/schema";
import type { Db } from "../env";

/** A governorate with its areas and what each area's search matches against. */
export interface PlaceTree extends Governorate {
  areas: (Governorate["areas"][number] & { aliases: string })[];
}

let loaded: Promise<PlaceTree[]> | undefined;

async function read(db: Db): Promise<PlaceTree[]> {
  const [govs, rows] = await db.batch([db.select().from(governorates).orderBy(asc(governorates.id)), db.select().from(areas).orderBy(asc(areas.id))]);
  const byId = new Map(govs.map((g) => [g.id, { ...g, areas: [] } as PlaceTree]));
  for (const { governorate_id, id, name, name_ar, aliases } of rows) byId.get(governorate_id)?.areas.push({ id, name, name_ar, aliases });
  return [...byId.values()];
}

/** Every governorate with its areas, in id order (Cairo first, each area in its list's order). */
export function areaTree(db: Db): Promise<PlaceTree[]> {
  // A failed read is not kept: the next request reads again.
  loaded ??= read(db).catch((error) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

const byId = new WeakMap<PlaceTree[], Map<number, PlacedArea>>();

/** Every area by id with its governorate (what an address, a quote or a branch's settings name), built once per tree. */
export async function areasById(db: Db): Promise<Map<number, PlacedArea>> {
  const tree = await areaTree(db);
  let map = byId.get(tree);
  if (!map) {
    map = new Map(
      tree.flatMap(({ areas, id, code, name, name_ar }) =>
        areas.map((a) => [a.id, { id: a.id, name: a.name, name_ar: a.name_ar, governorate: { id, code, name, name_ar } }] as const),
      ),
    );
    byId.set(tree, map);
  }
  return map;
}
