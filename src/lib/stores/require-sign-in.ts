// Pages for signed-in users (docs/product.md §1): once the session turns out to be a guest's,
// the visitor is sent to sign in, replacing this page in history, and comes back here after.
import { $session, signInHere } from "./session";

/** Guards the page until the returned function is called (an island's effect cleanup). */
export const requireSignIn = (locale: string) =>
  $session.subscribe((session) => {
    if (session.status === "guest") location.replace(signInHere(locale));
  });
