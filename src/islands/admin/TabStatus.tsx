// What a tab shows instead of its rows: the spec's loading text, an error with a retry, or the
// empty text (docs/product.md §8); and above its rows, how many there are. One home, so every
// tab (and every coming one) says these the same way.
import type { ReactNode } from "react";
import Loading from "../ui/Loading";
import { useText } from "./text";

interface Props {
  status: "idle" | "loading" | "ready" | "error";
  /** Rows already shown: a reload keeps them on screen instead of flashing the loading text. */
  count: number;
  loading: string;
  error: string;
  empty: ReactNode;
  /** How many there are in all ("12 orders"), above the rows; read out as it changes. */
  countText?: ReactNode;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}

export default function TabStatus({ status, count, loading, error, empty, countText, onRetry, testId, children }: Props) {
  const { t } = useText();
  if (status === "error") {
    return (
      <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800" data-testid={`${testId}-error`}>
        {error}{" "}
        <button type="button" onClick={onRetry} className="min-h-11 font-medium underline">
          {t["admin.retry"]}
        </button>
      </div>
    );
  }
  if (status !== "ready" && count === 0) return <Loading text={loading} />;
  if (count === 0) {
    return (
      <p className="rounded border border-gray-200 bg-white p-6 text-center text-gray-700" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <>
      {countText !== undefined && (
        <p className="mb-2 text-sm text-gray-600" aria-live="polite">
          {countText}
        </p>
      )}
      {children}
    </>
  );
}
