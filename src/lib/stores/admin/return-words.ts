// What the Returns tab's dialogs say (issue 30): the returns a bulk approval names ("#12, #13
// and #14", ten at most then "and N more", as the orders' final moves do), their count in the
// language's plural forms, and a pickup day in the page's language.
import type { Locale, Strings } from "../../i18n";
import { plural } from "../../plural";
import { dateFormat } from "../../format-date";
import { shortList } from "./words";

export type ReturnStrings = Strings<"admin.returns">;

/** How many return numbers a dialog names before "and N more". */
export const NAMED_RETURNS = 10;

/** The return numbers as the language lists them. */
export function returnNumbers(t: ReturnStrings, locale: Locale, ids: readonly number[]): string {
  return shortList(
    locale,
    ids.map((id) => `#${id}`),
    NAMED_RETURNS,
    (left) => plural(t, locale, "admin.returns.bulk.more", left),
  );
}

/** The bulk approval's question and what it does, for the returns `ids`. */
export function bulkApproveText(t: ReturnStrings, locale: Locale, ids: readonly number[]) {
  const values = { returns: returnNumbers(t, locale, ids) };
  return {
    title: plural(t, locale, "admin.returns.bulk.title", ids.length, values),
    body: plural(t, locale, "admin.returns.bulk.body", ids.length, values),
  };
}

/** A calendar day (YYYY-MM-DD) as the page's language writes it: "30 November 2026", "30 نوفمبر 2026". */
export function formatDay(day: string, locale: Locale): string {
  // Noon UTC is the same day in Cairo, whose clock formats it.
  const at = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : dateFormat(locale, "long").format(at);
}
