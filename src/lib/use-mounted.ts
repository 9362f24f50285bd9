// False during the server render and the hydrating render, true after: state that only the
// browser knows (localStorage, live prices) must not differ from the server's HTML while
// React hydrates, or React keeps the server's attributes (aria-pressed, disabled).
import { useEffect, useState } from "react";

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
