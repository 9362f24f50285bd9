// Toasts (docs/product.md §2): success, error, info or warning; gone after their duration (5000 ms by
// default, docs/product.md §9) or when closed. One Toaster island per page renders this list.
import { atom } from "nanostores";

export type ToastKind = "success" | "error" | "info" | "warning";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION = 5000;
/** More than this on screen at once is noise: the oldest gives way. */
export const MAX_TOASTS = 4;

export const $toasts = atom<Toast[]>([]);

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast; `duration` 0 keeps it until closed. Returns its id. */
export function showToast(message: string, kind: ToastKind = "success", duration = TOAST_DURATION): number {
  const id = ++lastId;
  const kept = $toasts.get().slice(-(MAX_TOASTS - 1));
  for (const dropped of $toasts.get().filter((t) => !kept.includes(t))) clearTimer(dropped.id);
  $toasts.set([...kept, { id, kind, message }]);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

export function dismissToast(id: number) {
  clearTimer(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

function clearTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

// A toast that must outlive a navigation (checkout's success, then the profile page) waits in
// sessionStorage; whichever page loads this store next shows it, once.
const FLASH_KEY = "aswaq_toast";
const KINDS: ToastKind[] = ["success", "error", "info", "warning"];

export function toastAfterNavigation(message: string, kind: ToastKind = "success") {
  try {
    globalThis.sessionStorage?.setItem(FLASH_KEY, JSON.stringify({ message, kind }));
  } catch {
    // storage disabled: the next page simply shows no toast
  }
}

export function showFlashedToast() {
  try {
    const raw = globalThis.sessionStorage?.getItem(FLASH_KEY);
    if (!raw) return;
    globalThis.sessionStorage.removeItem(FLASH_KEY);
    const { message, kind } = JSON.parse(raw) as { message?: unknown; kind?: unknown };
    if (typeof message === "string") showToast(message, KINDS.includes(kind as ToastKind) ? (kind as ToastKind) : "success");
  } catch {
    // a damaged entry is not worth an error
  }
}

showFlashedToast();
