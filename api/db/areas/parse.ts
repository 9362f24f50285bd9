// Reads api/db/areas/egypt.txt (its header says the format): the governorates in order, each
// with its areas.
export interface AreaRow {
  id: number;
  name: string;
  name_ar: string;
  aliases: string;
}
export interface GovernorateRow {
  id: number;
  code: string;
  name: string;
  name_ar: string;
  areas: AreaRow[];
}

export function parseAreas(text: string): GovernorateRow[] {
  const governorates: GovernorateRow[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("=")) {
      const [code, id, name, name_ar] = line.slice(1).trim().split("|");
      governorates.push({ id: Number(id), code, name, name_ar, areas: [] });
      continue;
    }
    const [id, name, name_ar, aliases = ""] = line.split("|");
    const governorate = governorates.at(-1);
    if (!governorate || !name || !name_ar) throw new Error(`egypt.txt line ${index + 1}: "${line}" is not an area`);
    governorate.areas.push({ id: Number(id), name, name_ar, aliases });
  }
  return governorates;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The INSERT statements that put these rows in D1 (what a migration of areas holds). */
export function areaInserts(governorates: GovernorateRow[]): string[] {
  return governorates.flatMap((g) => [
    `INSERT INTO \`governorates\` (\`id\`, \`code\`, \`name\`, \`name_ar\`) VALUES (${g.id}, ${quote(g.code)}, ${quote(g.name)}, ${quote(g.name_ar)});`,
    ...g.areas.map(
      (a) =>
        `INSERT INTO \`areas\` (\`id\`, \`governorate_id\`, \`name\`, \`name_ar\`, \`aliases\`) VALUES (${a.id}, ${g.id}, ${quote(a.name)}, ${quote(a.name_ar)}, ${quote(a.aliases)});`,
    ),
  ]);
}
