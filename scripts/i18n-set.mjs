// Adds or changes strings in both languages at once, so every key exists in en and ar:
//   node scripts/i18n-set.mjs '{"en": {"home": {"title": "…"}}, "ar": {"home": {"title": "…"}}}'
// Refuses a key given in one language only. Writes each file in one go (several people may
// add strings at the same time).
import { readFileSync, renameSync, writeFileSync } from "node:fs";

const input = JSON.parse(process.argv[2] ?? "{}");
/** @typedef {{ [key: string]: string | Strings }} Strings */
/** @type {(o: Strings, p?: string) => string[]} */
const flat = (o, p = "") => Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? flat(v, `${p}${k}.`) : [`${p}${k}`]));
const en = new Set(flat(input.en ?? {}));
const ar = new Set(flat(input.ar ?? {}));
const lonely = [...en].filter((k) => !ar.has(k)).concat([...ar].filter((k) => !en.has(k)));
if (lonely.length) {
  console.error(`Every key needs both languages; missing a pair: ${lonely.join(", ")}`);
  process.exit(1);
}
/** @type {(target: Strings, source: Strings) => Strings} */
const merge = (target, source) => {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === "object") {
      const into = target[k];
      merge(typeof into === "object" ? into : (target[k] = {}), v);
    } else target[k] = v;
  }
  return target;
};
for (const locale of ["en", "ar"]) {
  const path = `src/locales/${locale}/translation.json`;
  const data = merge(JSON.parse(readFileSync(path, "utf8")), input[locale]);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`set ${en.size} key(s) in en and ar`);
