// A modal dialog (docs/product.md §2 "Generic modal"): sizes sm to xl, closes on Escape, an outside
// click or the close button, keeps focus inside while open and gives it back on close.
import { useEffect, useRef, type ReactNode } from "react";

const SIZES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;
// The dialogs open now, the latest last: only the topmost answers keys, so Escape in a dialog
// opened from another (a confirmation over an order's details) closes that one alone.
const openDialogs: object[] = [];
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  size?: keyof typeof SIZES;
  /** "side" slides in from the inline end (the cart drawer). */
  placement?: "center" | "side";
  children: ReactNode;
  /** Actions that stay in view below the scrolling content (a form's submit button). */
  footer?: ReactNode;
}

export default function Dialog({ open, onClose, title, closeLabel, size = "md", placement = "center", children, footer }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, read when a key is pressed: a parent that re-renders with a new
  // function must not re-run the effect below, which would move focus back to the first field.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const me = {};
    openDialogs.push(me);
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== me) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
      }
      if (event.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      openDialogs.splice(openDialogs.indexOf(me), 1);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  const side = placement === "side";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes, as Escape and the close button do for the keyboard
    <div
      className={`fixed inset-0 z-50 flex bg-black/50 ${side ? "justify-end" : "items-center justify-center p-4"}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={`flex w-full flex-col bg-white shadow-xl ${side ? "h-full max-w-sm" : `${SIZES[size]} max-h-[70vh] rounded-lg`}`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 className="text-lg font-semibold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded text-2xl leading-none text-gray-600 hover:bg-gray-100"
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
        {footer && <div className="border-t border-gray-200 px-4 py-3">{footer}</div>}
      </div>
    </div>
  );
}
