// Finding a place of Egypt by what is typed (the checkout's area picker, the dashboard's
// delivery dialog): every word typed is in its names, either language, with Arabic letter
// forms and digits folded as the product search folds them (shared/normalize.ts).
import { normalizeSearch, searchTerms } from "#shared/normalize";

const PUNCTUATION = /[();.,/-]/g;

/** Whether a place's names (both languages) hold every word typed; nothing typed matches all. */
export function namesMatch(place: { name: string; name_ar: string }, query: string): boolean {
  const names = normalizeSearch(`${place.name} ${place.name_ar}`.replace(PUNCTUATION, " "));
  return searchTerms(query.replace(PUNCTUATION, " ")).every((term) => names.includes(term));
}
