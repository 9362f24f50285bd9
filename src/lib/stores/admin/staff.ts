// Who may open the dashboard and the staff's order page: merchants and super admins
// (docs/product.md §6). The server checks every call anyway; this only decides what to show.
export const isStaff = (role: string) => role === "branch_owner" || role === "super_admin";
