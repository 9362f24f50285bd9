// The text of a tab's search box: typed words reach the address (`search`, back to page 1)
// 500 ms after the last key, or at once on Enter; back/forward to another search puts its words
// back in the box. Replacing, not pushing, so each key is not a history entry.
import { useEffect, useRef, useState } from "react";
import { adminRoute } from "../../lib/stores/admin/admin-route";

const SEARCH_DEBOUNCE_MS = 500;

export function useSearchText(current: string) {
  const [text, setText] = useState(current);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setText(current), [current]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Back to page 1: neither the page number nor a list's cursor stays.
  const apply = (words: string) => adminRoute.setView({ search: words.trim(), page: undefined, cursor: undefined }, "replace");
  const type = (words: string) => {
    setText(words);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(words), SEARCH_DEBOUNCE_MS);
  };
  const submit = () => {
    clearTimeout(timer.current);
    apply(text);
  };
  return { text, setText, type, submit };
}
