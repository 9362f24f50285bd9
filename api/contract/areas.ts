// Egypt's areas (GET /areas/): the governorates, each with its areas, in English and Arabic.
// An address names an area by its id (decisions: "Delivery").
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { areas, governorates } from "../db/schema";
import { say } from "./said";

/** The longest search the area picker sends: a place's name, not a paragraph. */
export const AREA_SEARCH_MAX = 100;

/** GET /areas/: `search` keeps the areas whose names (either language, or a common spelling) hold every word. */
export const areaQuery = z.object({
  search: z
    .string()
    .max(AREA_SEARCH_MAX, { error: say("maxChars", { n: AREA_SEARCH_MAX }) })
    .optional()
    .describe("Words of an area's or a governorate's name, in English or Arabic (spelling variants and Arabic letter forms match)."),
});

export const area = createSelectSchema(areas).pick({ id: true, name: true, name_ar: true });
export type Area = z.infer<typeof area>;

export const governorate = createSelectSchema(governorates)
  .pick({ id: true, code: true, name: true, name_ar: true })
  .extend({ areas: z.array(area) });
export type Governorate = z.infer<typeof governorate>;

/** The tree, governorates in the order Egypt lists them (Cairo first). */
export const areaTree = z.array(governorate);

/** One area as an address, a quote or an order names it: both names, and its governorate's. */
export const placedArea = area.extend({ governorate: governorate.pick({ id: true, code: true, name: true, name_ar: true }) });
export type PlacedArea = z.infer<typeof placedArea>;
