// The Notifications tab (issue 27 points 3 and 6): everyone on the dashboard chooses which
// events reach them by e-mail and WhatsApp, in the same form as the account's Notifications
// page (islands/notification-prefs/NotificationPrefs.tsx); a super admin also reads the
// delivery log, every e-mail and WhatsApp delivery and how it went.
import NotificationPrefs from "../../notification-prefs/NotificationPrefs";
import { type TabProps, useTabText } from "../text";
import DeliveryLog from "./DeliveryLog";

export default function NotificationsTab({ view, user }: TabProps) {
  const { t } = useTabText();
  return (
    <div className="space-y-10">
      <section aria-labelledby="notifications-title" className="max-w-4xl">
        <h2 id="notifications-title" className="mb-4 text-2xl font-bold">
          {user.role === "super_admin" ? t["admin.notifications.yours"] : t["admin.notifications.title"]}
        </h2>
        <NotificationPrefs key={user.id} role={user.role} t={t} level={3} />
      </section>
      {user.role === "super_admin" && <DeliveryLog view={view} />}
    </div>
  );
}
