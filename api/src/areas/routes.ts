// GET /areas/: Egypt's governorates and their areas, for the address form and the "Deliver to"
// picker. Public: the same for every caller, and cacheable by the browser for a day.
import { Hono } from "hono";
import { areaQuery } from "#contract/areas";
import type { AppEnv } from "../env";
import { check } from "../lib/validate";
import { areaTree } from "./queries";
import { matchAreas } from "./search";

export const areaRoutes = new Hono<AppEnv>();

areaRoutes.get("/areas", async (c) => {
  const { search } = check(areaQuery, c.req.query());
  const tree = matchAreas(await areaTree(c.var.db), search);
  c.header("cache-control", "public, max-age=86400");
  return c.json(tree);
});
