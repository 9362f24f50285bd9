// The staff's order page: the order page every customer has (its status control included), in
// the dashboard's frame (header, sidebar with Orders lit, logout) rather than the storefront's
// (no cart or wishlist here); anyone who is not a merchant or a super admin is told they may not enter.
import { useStore } from "@nanostores/react";
import type { Locale, Strings } from "../../lib/i18n";
import { isStaff } from "../../lib/stores/admin/staff";
import { $orderDetail } from "../../lib/stores/order-detail";
import { useSignedIn } from "../auth/use-signed-in";
import OrderDetail from "../orders/OrderDetail";
import type { OrderStrings } from "../orders/order-strings";
import Loading from "../ui/Loading";
import Toaster from "../ui/Toaster";
import AccessDenied from "./AccessDenied";
import AdminFrame from "./AdminFrame";
import HistoryLink from "./history/HistoryLink";
import RefusalsPanel from "./RefusalsPanel";
import { type AdminStrings, TextContext } from "./text";

type AdminOrderStrings = OrderStrings & AdminStrings & Strings<"admin">;

export default function AdminOrder({ locale, t }: { locale: Locale; t: AdminOrderStrings }) {
  const user = useSignedIn(locale);
  const { state } = useStore($orderDetail);
  return (
    <TextContext.Provider value={{ locale, t }}>
      {!user ? (
        <div className="p-8">
          <Loading text={t["admin.loading"]} />
        </div>
      ) : !isStaff(user.role) ? (
        <main>
          <AccessDenied locale={locale} title={t["admin.denied.title"]} body={t["admin.denied.body"]} home={t["admin.denied.home"]} />
        </main>
      ) : (
        <AdminFrame user={user} current="orders">
          <div className="mx-auto max-w-4xl" data-testid="admin-order">
            <OrderDetail locale={locale} t={t} backHref={`/${locale}/admin/orders/`} />
            {state.status === "ready" && user.role === "super_admin" && <RefusalsPanel order={state.order} locale={locale} t={t} />}
            {state.status === "ready" && (
              <p className="mt-4">
                <HistoryLink object="order" id={state.order.id} locale={locale} label={t["admin.history.link"]} />
              </p>
            )}
          </div>
        </AdminFrame>
      )}
      <Toaster t={{ "toast.close": t["admin.close"], "toast.region": t["admin.toasts"] }} />
    </TextContext.Provider>
  );
}
