// The browser's side of the translations (i18n.ts explains the one way islands get strings):
// an island reads its `t` prop as t["cart.title"]; this is for the one case that is not a key.

/** A message that is either a translation key or the server's own words: the key's string, else the words as they are. */
export const say = (t: object, message: string): string => (t as Record<string, string>)[message] ?? message;
