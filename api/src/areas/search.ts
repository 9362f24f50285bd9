// An area matches a search when every word typed is part of its names, a spelling people use
// for it, or its governorate's names, in either language: "6 October", "october" and
// "السادس من اكتوبر" find one place; "Cairo" lists Cairo's areas. Arabic letter forms and
// digits fold as the product search's do (shared/normalize.ts).
import type { Governorate } from "#contract/areas";
import { normalizeSearch, searchTerms } from "#shared/normalize";
import type { PlaceTree } from "./queries";

const words = (...texts: string[]) => normalizeSearch(texts.join(" ").replace(/[();.,/-]/g, " "));

/** The governorates that keep at least one area matching `search`, with only those areas. */
export function matchAreas(tree: PlaceTree[], search: string | undefined): Governorate[] {
  const terms = search ? searchTerms(search.replace(/[();.,/-]/g, " ")) : [];
  return tree.flatMap(({ areas, ...governorate }) => {
    const around = words(governorate.name, governorate.name_ar);
    const kept = areas
      .filter(({ name, name_ar, aliases }) => {
        const haystack = `${words(name, name_ar, aliases)} ${around}`;
        return terms.every((term) => haystack.includes(term));
      })
      .map(({ id, name, name_ar }) => ({ id, name, name_ar }));
    return kept.length > 0 ? [{ ...governorate, areas: kept }] : [];
  });
}
