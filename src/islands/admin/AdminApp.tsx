// The dashboard's island: waits for the session, sends a guest to sign in, tells anyone who
// is not a merchant or a super admin they may not enter, and otherwise shows the dashboard.
// What each tab offers is also what the server allows: the server refuses the rest anyway.
import type { Locale } from "../../lib/i18n";
import { useSignedIn } from "../auth/use-signed-in";
import Loading from "../ui/Loading";
import Toaster from "../ui/Toaster";
import { isStaff } from "../../lib/stores/admin/staff";
import AdminShell from "./AdminShell";
import { type AdminStrings, TextContext } from "./text";

interface Props {
  locale: Locale;
  t: AdminStrings;
}

export default function AdminApp({ locale, t }: Props) {
  const text = { locale, t };
  const user = useSignedIn(locale);
  return (
    <TextContext.Provider value={text}>
      {!user ? (
        <div className="p-8">
          <Loading text={t["admin.loading"]} />
        </div>
      ) : isStaff(user.role) ? (
        <AdminShell user={user} />
      ) : (
        <main className="mx-auto max-w-lg p-8 text-center" data-testid="admin-denied">
          <h1 className="text-2xl font-bold">{t["admin.denied.title"]}</h1>
          <p className="mt-2 text-gray-700">{t["admin.denied.body"]}</p>
          <a href={`/${locale}/`} className="mt-6 inline-block rounded bg-primary px-4 py-2 font-medium text-white hover:opacity-90">
            {t["admin.denied.home"]}
          </a>
        </main>
      )}
      <Toaster t={{ "toast.close": t["admin.close"], "toast.region": t["admin.toasts"] }} />
    </TextContext.Provider>
  );
}
