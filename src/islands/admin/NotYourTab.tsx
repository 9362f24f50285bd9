// What a merchant sees at a tab's address that is not theirs (Managers, Stores, Publish are the
// super admin's): which tab, why it does not open, and links to the tabs they do have, instead
// of another tab shown without a word.
import type { MouseEvent } from "react";
import { type AdminTab, adminPath } from "../../lib/stores/admin/admin-route";
import { fill } from "../../lib/template";
import { useText } from "./text";

interface Props {
  tab: AdminTab;
  tabs: readonly AdminTab[];
  onOpen: (tab: AdminTab) => void;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function NotYourTab({ tab, tabs, onOpen }: Props) {
  const { t, locale } = useText();
  return (
    <section className="mx-auto max-w-xl rounded border border-amber-300 bg-white p-6" aria-labelledby="not-your-tab" data-testid="admin-not-allowed">
      <h2 id="not-your-tab" className="text-xl font-bold">
        {fill(t["admin.notAllowed.title"], { tab: t[`admin.tabs.${tab}`] })}
      </h2>
      <p className="mt-2 text-gray-700">{t["admin.notAllowed.body"]}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {tabs.map((other, i) => (
          <li key={other}>
            <a
              href={adminPath(locale, other)}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                onOpen(other);
              }}
              className={`inline-flex min-h-11 items-center rounded px-4 font-medium ${
                i === 0 ? "bg-primary text-white hover:opacity-90" : "border border-gray-300 hover:bg-gray-50"
              }`}
              data-testid={`admin-not-allowed-go-${other}`}
            >
              {fill(t["admin.notAllowed.go"], { tab: t[`admin.tabs.${other}`] })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
