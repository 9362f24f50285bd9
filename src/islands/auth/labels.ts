/** Strings an island receives, keyed by their dotted translation key (see `strings` in i18n.ts). */
export type Labels = Record<string, string>;

/** The label at `key`, or the key itself so a missing string shows up instead of a blank. */
export const label = (labels: Labels, key: string) => labels[key] ?? key;
