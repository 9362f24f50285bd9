// A form field that holds one person, found by typing a username or an e-mail (a branch's
// manager, a store's owner). Once someone is chosen it shows them with Change and, when the
// field may be empty, Remove. Used by the branch and store forms.
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { createUserSearch, type PickedUser, userLabel } from "../../../lib/stores/admin/user-search";
import { useText } from "../text";

interface Props {
  id: string;
  label: string;
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  /** The field's message (a broken rule or the server's), shown under it. */
  error?: string;
  /** Whether the field may be left empty (then Remove is offered). */
  optional?: boolean;
  testId: string;
}

export default function UserPicker({ id, label, value, onChange, error, optional, testId }: Props) {
  const { t } = useText();
  const [search] = useState(createUserSearch);
  const state = useStore(search.$search);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [focusInput, setFocusInput] = useState(false);
  useEffect(() => search.stop, [search]);
  useEffect(() => {
    if (focusInput && !value) input.current?.focus();
    setFocusInput(false);
  }, [focusInput, value]);

  // On a short screen the matches open below the fold of the dialog: bring them into view.
  useEffect(() => {
    if (state.status === "ready" && state.matches.length) list.current?.scrollIntoView?.({ block: "nearest" });
  }, [state.status, state.matches]);

  const pick = (user: PickedUser) => {
    search.clear();
    onChange(user);
  };
  const errorId = `${id}-error`;
  const note = { idle: "", searching: t["admin.stores.picker.searching"], ready: "", failed: t["admin.stores.picker.failed"] }[state.status];

  return (
    <div data-testid={testId}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {value ? (
        <div className={`flex min-h-11 flex-wrap items-center gap-2 rounded border px-3 ${error ? "border-red-600" : "border-gray-300"}`}>
          <output id={id} className="me-auto min-w-0 truncate" aria-describedby={error ? errorId : undefined} data-testid={`${testId}-chosen`}>
            <bdi>{userLabel(value)}</bdi>
          </output>
          <button
            type="button"
            className="min-h-11 px-2 text-sm font-medium text-primary underline"
            onClick={() => {
              onChange(null);
              setFocusInput(true);
            }}
            data-testid={`${testId}-change`}
          >
            {t["admin.stores.picker.change"]}
          </button>
          {optional && (
            <button
              type="button"
              className="min-h-11 px-2 text-sm text-gray-700 underline"
              onClick={() => onChange(null)}
              data-testid={`${testId}-remove`}
            >
              {t["admin.stores.picker.remove"]}
            </button>
          )}
        </div>
      ) : (
        <>
          <input
            ref={input}
            id={id}
            type="search"
            autoComplete="off"
            value={state.query}
            onChange={(e) => search.type(e.target.value)}
            placeholder={t["admin.stores.picker.search"]}
            className={`min-h-11 w-full rounded border px-3 ${error ? "border-red-600" : "border-gray-300"}`}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-note${error ? ` ${errorId}` : ""}`}
            data-testid={`${testId}-search`}
          />
          <p id={`${id}-note`} aria-live="polite" className={`text-sm ${state.status === "failed" ? "text-red-700" : "text-gray-600"}`}>
            {state.status === "ready" && state.matches.length === 0 ? t["admin.stores.picker.none"] : note}
          </p>
          {state.matches.length > 0 && (
            <ul
              ref={list}
              aria-label={t["admin.stores.picker.matches"]}
              className="mt-1 max-h-48 overflow-y-auto rounded border border-gray-200 bg-white"
            >
              {state.matches.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    className="flex min-h-11 w-full flex-col items-start justify-center px-3 py-1 text-start hover:bg-gray-100 focus:bg-gray-100"
                    onClick={() => pick(user)}
                    data-testid={`${testId}-option`}
                  >
                    <bdi className="font-medium">{user.username}</bdi>
                    {user.email && <bdi className="text-xs text-gray-600">{user.email}</bdi>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
