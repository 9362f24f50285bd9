// The store the Themes and Settings tabs act on (selected-store.ts): loading, error and 'No store
// selected' through TabStatus, a picker when the user works in several stores, and the sentence
// saying why the form is read-only for a manager who is not the store's owner.
import { useStore } from "@nanostores/react";
import { useEffect, useId, type ReactNode } from "react";
import { localName } from "../../../lib/format";
import { $currentStore, $workedStores, canEdit, loadWorkedStores, pickStore, type WorkedStore } from "../../../lib/stores/admin/selected-store";
import TabStatus from "../TabStatus";
import { useText } from "../text";

interface Props {
  tab: "themes" | "settings";
  children: (store: WorkedStore, editable: boolean) => ReactNode;
}

export default function StoreChoice({ tab, children }: Props) {
  const { t, locale } = useText();
  const id = useId();
  const worked = useStore($workedStores);
  const store = useStore($currentStore);
  // Asked again each time the tab opens: the Stores tab may have added or renamed one.
  useEffect(() => void loadWorkedStores(true), []);

  return (
    <TabStatus
      status={worked.status}
      count={worked.stores.length}
      loading={t[`admin.${tab}.loading`]}
      error={t[`admin.${tab}.error`]}
      empty={t[`admin.${tab}.noStore`]}
      onRetry={() => void loadWorkedStores(true)}
      testId={tab}
    >
      {store && (
        <>
          {worked.stores.length > 1 && (
            <div className="mb-4 flex flex-col gap-1 sm:max-w-sm">
              <label htmlFor={`${id}-store`} className="text-sm font-medium">
                {t[`admin.${tab}.store`]}
              </label>
              <select
                id={`${id}-store`}
                value={store.id}
                onChange={(e) => {
                  const picked = worked.stores.find((s) => s.id === Number(e.target.value));
                  if (picked) pickStore(picked);
                }}
                className="min-h-11 rounded border border-gray-300 bg-white px-3"
                data-testid={`${tab}-store`}
              >
                {worked.stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {localName(s, locale)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {!canEdit(store) && (
            <p className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid={`${tab}-read-only`}>
              {t[`admin.${tab}.readOnly`]}
            </p>
          )}
          {children(store, canEdit(store))}
        </>
      )}
    </TabStatus>
  );
}
