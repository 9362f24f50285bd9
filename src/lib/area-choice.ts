// The area the shopper chose in the top bar's "Deliver to" picker, for the checkout's address
// form to start from. The picker (issue 26 point 3) keeps it in a cookie; until that lands this
// knows of none. One function, so joining the two is one line.

/** The id of the area the shopper chose to deliver to, or null when they chose none. */
export function chosenAreaId(): number | null {
  return null;
}
