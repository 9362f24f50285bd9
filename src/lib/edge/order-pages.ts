// /{locale}/orders/{id}/ has no file of its own: ids are not known when the site is built. The
// web worker answers it with the prerendered shell /{locale}/orders/view/, whose island reads
// the id from the address bar (an odd id gets the page's 'Invalid order ID'). The staff's
// /{locale}/admin/orders/{id}/ is the same page in the dashboard's shell, for merchants only.
const ORDER_PAGE = /^\/(en|ar)\/(admin\/)?orders\/([^/]+)\/?$/;

/** The shell's path for an order page's path, or null for any other path. */
export function orderShellPath(pathname: string): string | null {
  const match = ORDER_PAGE.exec(pathname);
  if (!match || match[3] === "view") return null;
  return `/${match[1]}/${match[2] ?? ""}orders/view/`;
}
