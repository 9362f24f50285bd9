// The OpenAPI entry of GET /api/areas/ (routes.ts): Egypt's governorates and areas.
import { areaQuery, areaTree } from "#contract/areas";
import { type Operation, tagged } from "../openapi/define";

const { op } = tagged("Areas");

export const areaOperations: readonly Operation[] = [
  op({
    id: "listAreas",
    method: "get",
    path: "/api/areas/",
    summary: "Egypt's governorates, each with its areas (cities, towns, districts), in English and Arabic",
    access: "public",
    query: areaQuery,
    ok: [{ status: 200, schema: areaTree, description: "The governorates that keep a matching area, with those areas." }],
    errors: [400],
  }),
];
