// A dashboard list: a dense table on wide screens and a card per row on phones (there the head
// is for screen readers only, and each row lays itself out as a card). The Orders, Products,
// Managers and History tabs and the Publish tab's history each wrote this frame; the coming
// tabs' lists (deliveries, returns, the cash sheet) use it too, so every list reads the same.
import type { ReactNode } from "react";

interface Props {
  /** The head's cells: `Column`s, or a cell of its own (a checkbox, a sort button). */
  head: ReactNode;
  testId: string;
  /** While a newer page loads over the rows shown. */
  busy?: boolean;
  /** More classes for the table (a wide one's minimum width). */
  className?: string;
  /** The rows. */
  children: ReactNode;
}

export default function RowsTable({ head, testId, busy, className, children }: Props) {
  return (
    <div className="rounded border-gray-200 md:overflow-x-auto md:border md:bg-white" aria-busy={busy}>
      <table className={className ? `w-full text-sm max-md:block ${className}` : "w-full text-sm max-md:block"} data-testid={testId}>
        <thead className="border-b border-gray-200 bg-gray-50 max-md:sr-only">
          <tr>{head}</tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">{children}</tbody>
      </table>
    </div>
  );
}

/** A plain column head. */
export function Column({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 text-start font-semibold">
      {children}
    </th>
  );
}
