// The signed-in user's account page: who they are, as GET /auth/profile/ says. Order history,
// profile editing, password change and the wallet grow here with the account issue.
import type { Locale } from "../../lib/i18n";
import { fill } from "../../lib/template";
import { label, type Labels } from "./labels";
import { useSignedIn } from "./useSignedIn";

export default function AccountView({ locale, labels }: { locale: Locale; labels: Labels }) {
  const l = (key: string) => label(labels, key);
  const user = useSignedIn(locale);
  if (!user) {
    return (
      <p role="status" className="text-gray-600">
        {l("account.loading")}
      </p>
    );
  }
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(" ");
  const rows: [string, string | null | undefined, boolean][] = [
    ["account.username", user.username, true],
    ["account.name", fullName, false],
    ["account.email", user.email, true],
    ["account.phone", user.phone_number, true],
    ["account.role", l(`account.roles.${user.role}`), false],
  ];
  return (
    <div data-testid="account">
      <h1 className="text-2xl font-bold text-gray-900">{fill(l("account.heading"), { name: user.username })}</h1>
      <h2 className="mt-6 text-lg font-semibold">{l("account.details")}</h2>
      <dl className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {rows.map(([key, value, latin]) => (
          <div key={key} className="flex gap-4 px-4 py-3">
            <dt className="w-40 shrink-0 text-gray-600">{l(key)}</dt>
            <dd className="text-gray-900" dir={latin && value ? "ltr" : undefined}>
              {value || l("account.none")}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
