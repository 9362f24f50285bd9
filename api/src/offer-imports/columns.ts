// The columns of an offers file, as the export writes them and the import reads them. Headers
// are matched without case, spaces or underscores, in English or Arabic; other columns (the
// export's product and branch names, a merchant's own notes) are ignored.
export const EXPORT_COLUMNS = ["sku", "branch", "price", "stock", "available", "product", "branch_name"] as const;
export const REQUIRED_COLUMNS = ["sku", "branch"] as const;
export type Column = "sku" | "branch" | "price" | "stock" | "available";

const NAMES: Record<Column, string[]> = {
  sku: ["sku", "رمزالمنتج", "الرمز", "كود"],
  branch: ["branch", "branchid", "الفرع", "فرع"],
  price: ["price", "السعر", "سعر"],
  stock: ["stock", "المخزون", "مخزون", "الكمية"],
  available: ["available", "isavailable", "متاح", "متوفر"],
};

const key = (header: string) =>
  header
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s_\-()]/g, "");

/** Where each known column is in the header (the first of each), and which required ones are missing. */
export function readHeader(cells: string[]): { at: Partial<Record<Column, number>>; missing: Column[] } {
  const at: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    const k = key(cell);
    for (const [column, names] of Object.entries(NAMES) as [Column, string[]][]) {
      if (at[column] === undefined && names.includes(k)) at[column] = index;
    }
  });
  const missing = ([...REQUIRED_COLUMNS, "price", "stock", "available"] as Column[]).filter((c) =>
    (REQUIRED_COLUMNS as readonly string[]).includes(c) ? at[c] === undefined : false,
  );
  return { at, missing };
}
