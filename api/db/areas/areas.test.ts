// The areas in D1 are the ones egypt.txt lists: every row the data file has is inserted by a
// migration, once, and no migration inserts one it lacks. A new area is a new line in egypt.txt
// and a new migration with the row this test prints as missing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { areaInserts, parseAreas } from "./parse";

const here = (path: string) => join(import.meta.dirname, path);
const governorates = parseAreas(readFileSync(here("./egypt.txt"), "utf8"));
const migrations = here("../migrations");
const inserted = readdirSync(migrations)
  .filter((name) => name.endsWith(".sql"))
  .flatMap((name) => readFileSync(join(migrations, name), "utf8").split("--> statement-breakpoint"))
  .map((statement) =>
    statement
      .split("\n")
      .filter((line) => !line.startsWith("--"))
      .join("\n")
      .trim(),
  )
  .filter((statement) => /^INSERT INTO `(governorates|areas)`/.test(statement));

describe("Egypt's areas", () => {
  it("are the 27 governorates, at least 300 areas, each with an English and an Arabic name", () => {
    expect(governorates).toHaveLength(27);
    const areas = governorates.flatMap((g) => g.areas);
    expect(areas.length).toBeGreaterThanOrEqual(300);
    for (const a of [...governorates, ...areas]) {
      expect(a.name, String(a.id)).toMatch(/^[\w .()'-]+$/);
      expect(a.name_ar, String(a.id)).toMatch(/^[\u0600-\u06ff\d ().-]+$/);
    }
  });

  it("have ids that are unique and say their governorate", () => {
    const ids = governorates.flatMap((g) => g.areas.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of governorates) for (const a of g.areas) expect(Math.floor(a.id / 1000), String(a.id)).toBe(g.id);
    expect(new Set(governorates.map((g) => g.code)).size).toBe(27);
  });

  it("are inserted by the migrations exactly as egypt.txt lists them", () => {
    const expected = areaInserts(governorates);
    expect(
      expected.filter((row) => !inserted.includes(row)),
      "rows no migration inserts",
    ).toEqual([]);
    expect(
      inserted.filter((row) => !expected.includes(row)),
      "rows inserted that egypt.txt lacks",
    ).toEqual([]);
    expect(inserted).toHaveLength(expected.length);
  });
});
