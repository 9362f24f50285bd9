// The account's Notifications page (issue 27 point 6): which events reach the signed-in user by
// e-mail and WhatsApp, the kinds chosen by their role. The form itself is shared with the
// dashboard's Notifications tab (islands/notification-prefs/NotificationPrefs.tsx).
import type { Locale } from "../../lib/i18n";
import { useSignedIn } from "../auth/use-signed-in";
import NotificationPrefs, { type PrefsStrings } from "../notification-prefs/NotificationPrefs";

export default function AccountNotifications({ locale, t }: { locale: Locale; t: PrefsStrings }) {
  const user = useSignedIn(locale);
  if (!user) {
    return (
      <p role="status" className="text-gray-600">
        {t["notificationPrefs.loading"]}
      </p>
    );
  }
  return <NotificationPrefs key={user.id} role={user.role} t={t} />;
}
