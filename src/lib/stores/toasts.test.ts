import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $toasts, dismissToast, MAX_TOASTS, showFlashedToast, showToast, TOAST_DURATION, toastAfterNavigation } from "./toasts";

describe("the toasts store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of $toasts.get()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it("shows a success toast by default and hides it after 5000 ms", () => {
    showToast("Rice × 2 added to your cart");
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: "success", message: "Rice × 2 added to your cart" })]);
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it("takes the four kinds and a duration of its own", () => {
    for (const kind of ["success", "error", "info", "warning"] as const) showToast(kind, kind, 1000);
    expect($toasts.get().map((t) => t.kind)).toEqual(["success", "error", "info", "warning"]);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toEqual([]);
  });

  it("closes one toast on request and leaves the others", () => {
    const first = showToast("one");
    showToast("two");
    dismissToast(first);
    expect($toasts.get().map((t) => t.message)).toEqual(["two"]);
  });

  it("keeps a toast of duration 0 until it is closed", () => {
    const id = showToast("stays", "error", 0);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((t) => t.id)).toEqual([id]);
  });

  it("keeps at most a few toasts, dropping the oldest", () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) showToast(`toast ${i}`);
    expect($toasts.get().map((t) => t.message)).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `toast ${i + 3}`));
  });

  it("carries a toast over to the next page, once", () => {
    const kept = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => kept.set(k, v),
      removeItem: (k: string) => kept.delete(k),
    });
    try {
      toastAfterNavigation("Your order has been placed.");
      expect($toasts.get()).toEqual([]);
      showFlashedToast();
      showFlashedToast();
      expect($toasts.get()).toEqual([expect.objectContaining({ kind: "success", message: "Your order has been placed." })]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
