// The account sidebar: a greeting with the username (it follows a profile update at once,
// since both read the session store) and the account's pages. On a phone it is a compact row
// of links that scrolls sideways instead of a column. Under it, an account without a confirmed
// e-mail is asked to add and confirm one (issue 28 point 1: EmailPrompt), until it is dismissed for the visit.
import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import type { User } from "#contract/auth";
import type { Locale, Strings } from "../../lib/i18n";
import { $session } from "../../lib/stores/session";

export type AccountSection = "orders" | "returns" | "update" | "password" | "wallet" | "addresses" | "notifications" | "sessions" | "wishlist";

const SECTIONS: [AccountSection, string][] = [
  ["orders", "/profile/"],
  ["returns", "/profile/returns/"],
  ["update", "/profile/update/"],
  ["password", "/profile/change-password/"],
  ["wallet", "/profile/wallet/"],
  ["addresses", "/profile/addresses/"],
  ["notifications", "/profile/notifications/"],
  ["sessions", "/profile/sessions/"],
  ["wishlist", "/wishlist/"],
];

// Only an account without a confirmed e-mail loads the prompt, after the session is known.
const EmailPrompt = lazy(() => import("./EmailPrompt"));

export default function AccountNav({
  locale,
  active,
  t,
}: {
  locale: Locale;
  active: AccountSection;
  t: Strings<"account.nav" | "account.heading" | "account.prompt">;
}) {
  const session = useStore($session);
  const user = session.status === "signed-in" ? (session.user as User & { email_verified?: boolean }) : null;
  const username = user?.username ?? null;
  // Not on the profile details page itself: its e-mail field says it there, with the code box.
  const prompt = user && user.email_verified === false && active !== "update";
  // The name is isolated (<bdi>): a Latin username inside an Arabic greeting keeps its order.
  const [before, after = ""] = t["account.heading"].split("{name}");
  return (
    <nav aria-label={t["account.nav.label"]} className="min-w-0 md:sticky md:top-4 md:self-start" data-testid="account-nav">
      <p className="mb-3 truncate text-lg font-semibold text-gray-900 md:mb-4" data-testid="account-greeting">
        {username ? (
          <>
            {before}
            <bdi>{username}</bdi>
            {after}
          </>
        ) : (
          <span className="invisible">…</span>
        )}
      </p>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0 md:pb-0">
        {SECTIONS.map(([key, path]) => {
          const current = key === active;
          return (
            <li key={key} className="shrink-0">
              <a
                href={`/${locale}${path}`}
                aria-current={current ? "page" : undefined}
                data-testid={`account-nav-${key}`}
                className={`flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium md:rounded-lg md:border-0 md:text-base ${
                  current
                    ? "border-primary bg-primary text-white md:bg-primary/10 md:text-primary"
                    : "border-gray-200 text-gray-700 hover:bg-gray-100"
                }`}
              >
                {t[`account.nav.${key}`]}
              </a>
            </li>
          );
        })}
      </ul>
      {prompt && (
        <Suspense fallback={null}>
          <EmailPrompt locale={locale} hasEmail={Boolean(user.email)} t={t} />
        </Suspense>
      )}
    </nav>
  );
}
