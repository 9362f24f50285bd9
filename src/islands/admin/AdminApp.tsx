// The dashboard's island: waits for the session, sends a guest to sign in, tells anyone who
// is not a merchant or a super admin they may not enter, and otherwise shows the dashboard.
// What each tab offers is also what the server allows: the server refuses the rest anyway.
import type { Locale } from "../../lib/i18n";
import { useSignedIn } from "../auth/use-signed-in";
import Loading from "../ui/Loading";
import Toaster from "../ui/Toaster";
import { isStaff } from "../../lib/stores/admin/staff";
import AccessDenied from "./AccessDenied";
import AdminShell from "./AdminShell";
import { type TabStrings, TextContext } from "./text";

interface Props {
  locale: Locale;
  t: TabStrings;
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
        <main>
          <AccessDenied locale={locale} title={t["admin.denied.title"]} body={t["admin.denied.body"]} home={t["admin.denied.home"]} />
        </main>
      )}
      <Toaster t={{ "toast.close": t["admin.close"], "toast.region": t["admin.toasts"] }} />
    </TextContext.Provider>
  );
}
