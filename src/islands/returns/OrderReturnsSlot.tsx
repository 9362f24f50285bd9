// The order page's place for its returns (issue 30): an island of its own beside the order's, so
// the staff's order page (which shows OrderDetail too) carries none of it, and the customer's
// loads the returns' code only for their own delivered order. It reads the order the page has
// loaded (lib/stores/order-detail.ts) and the session.
import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import type { Locale } from "../../lib/i18n";
import { $orderDetail } from "../../lib/stores/order-detail";
import { $session } from "../../lib/stores/session";
import type { ReturnStrings } from "./return-strings";

const OrderReturns = lazy(() => import("./OrderReturns"));

export default function OrderReturnsSlot({ locale, t }: { locale: Locale; t: ReturnStrings }) {
  const { state } = useStore($orderDetail);
  const session = useStore($session);
  if (state.status !== "ready" || session.status !== "signed-in") return null;
  const { order } = state;
  // Returns exist only for delivered orders, and only their customer asks for them.
  if (order.status !== "delivered" || order.customer.id !== session.user.id) return null;
  return (
    <Suspense fallback={null}>
      <OrderReturns order={order} userId={session.user.id} locale={locale} t={t} />
    </Suspense>
  );
}
