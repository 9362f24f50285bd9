// The staff's order page: the order page every customer has (its status control included),
// behind the dashboard's door: anyone who is not a merchant or a super admin is told so.
import type { Locale, Strings } from "../../lib/i18n";
import { useSignedIn } from "../auth/use-signed-in";
import OrderDetail, { type OrderStrings } from "../orders/OrderDetail";
import Loading from "../ui/Loading";
import { isStaff } from "../../lib/stores/admin/staff";

type AdminOrderStrings = OrderStrings & Strings<"admin.denied" | "admin.orders.title">;

export default function AdminOrder({ locale, t }: { locale: Locale; t: AdminOrderStrings }) {
  const user = useSignedIn(locale);
  if (!user) return <Loading text={t["common.loading"]} />;
  if (!isStaff(user.role))
    return (
      <div className="mx-auto max-w-lg p-8 text-center" data-testid="admin-denied">
        <h1 className="text-2xl font-bold">{t["admin.denied.title"]}</h1>
        <p className="mt-2 text-gray-700">{t["admin.denied.body"]}</p>
        <a href={`/${locale}/`} className="mt-6 inline-block rounded bg-primary px-4 py-2 font-medium text-white hover:opacity-90">
          {t["admin.denied.home"]}
        </a>
      </div>
    );
  return <OrderDetail locale={locale} t={t} backHref={`/${locale}/admin/orders/`} />;
}
