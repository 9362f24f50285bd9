// The staff's order page: the order page every customer has (its status control included),
// behind the dashboard's door: anyone who is not a merchant or a super admin is told so.
import { useStore } from "@nanostores/react";
import type { Locale, Strings } from "../../lib/i18n";
import { useSignedIn } from "../auth/use-signed-in";
import OrderDetail, { type OrderStrings } from "../orders/OrderDetail";
import Loading from "../ui/Loading";
import AccessDenied from "./AccessDenied";
import { isStaff } from "../../lib/stores/admin/staff";
import { $orderDetail } from "../../lib/stores/order-detail";
import HistoryLink from "./history/HistoryLink";

type AdminOrderStrings = OrderStrings & Strings<"admin.denied" | "admin.orders.title" | "admin.history.link">;

export default function AdminOrder({ locale, t }: { locale: Locale; t: AdminOrderStrings }) {
  const user = useSignedIn(locale);
  const { state } = useStore($orderDetail);
  if (!user) return <Loading text={t["common.loading"]} />;
  if (!isStaff(user.role))
    return <AccessDenied locale={locale} title={t["admin.denied.title"]} body={t["admin.denied.body"]} home={t["admin.denied.home"]} />;
  return (
    <>
      <OrderDetail locale={locale} t={t} backHref={`/${locale}/admin/orders/`} />
      {state.status === "ready" && (
        <p className="mt-4">
          <HistoryLink object="order" id={state.order.id} locale={locale} label={t["admin.history.link"]} />
        </p>
      )}
    </>
  );
}
