// /{locale}/orders/{id}/ has no file of its own: ids are not known when the site is built. The
// web worker answers it with the prerendered shell /{locale}/orders/view/, whose island reads
// the id from the address bar (an odd id gets the page's 'Invalid order ID'). The staff's
// /{locale}/admin/orders/{id}/ is the same page in the dashboard's shell, for merchants only.
// A return's page, /{locale}/returns/{id}/ (issue 30), is answered the same way by its shell
// /{locale}/returns/view/.
const ORDER_PAGE = /^\/(en|ar)\/(admin\/)?(orders|returns)\/([^/]+)\/?$/;

/** The shell's path for an order's (or a return's) page's path, or null for any other path. */
export function orderShellPath(pathname: string): string | null {
  const match = ORDER_PAGE.exec(pathname);
  // The dashboard has no return page of its own: its returns are a tab.
  if (!match || match[4] === "view" || (match[2] && match[3] === "returns")) return null;
  return `/${match[1]}/${match[2] ?? ""}${match[3]}/view/`;
}
