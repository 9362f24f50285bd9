// Who may open the dashboard and the staff's order page (docs/product.md §6). The server checks
// every call anyway; this only decides what to show. The storefront's menu imports it: keep
// it free of imports.
export const isStaff = (role: string) => role === "branch_owner" || role === "super_admin";
