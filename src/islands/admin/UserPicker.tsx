// A person, found by typing a username or an e-mail: an input with suggestions from the user
// search (a combobox: arrows move, Enter picks, Escape closes the list before the dialog).
// What is typed stays usable on its own, never dropped: a form's save looks an exact username or
// e-mail up (the server for a store's owner and a manager, an exact search for a branch's
// manager), and a filter looks it up on Enter. The Managers, Stores, Branches and History tabs share it.
import { useStore } from "@nanostores/react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { fill } from "../../lib/template";
import { createUserSearch, type PickedUser } from "../../lib/stores/admin/user-search";
import { useText } from "./text";

interface Props {
  id: string;
  value: string;
  onType: (text: string) => void;
  onPick: (user: PickedUser) => void;
  invalid?: boolean;
  describedBy?: string;
  testId: string;
  className?: string;
  /** Enter with no suggestion chosen: the typed text, for the caller to look up exactly (a filter has no save to do it). */
  onEnter?: (text: string) => void;
}

const nameOf = (u: PickedUser) => `${u.first_name ?? ""} ${u.last_name ?? ""}`.trim();

export default function UserPicker({ id, value, onType, onPick, invalid, describedBy, testId, className, onEnter }: Props) {
  const { t } = useText();
  const [search] = useState(createUserSearch);
  const state = useStore(search.$search);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => search.stop, [search]);

  const listId = `${id}-suggestions`;
  const hits = state.matches;
  const showList = open && state.query.trim() !== "" && state.status !== "idle";
  const note =
    state.status === "failed"
      ? t["admin.managers.form.searchFailed"]
      : state.status === "ready" && hits.length === 0
        ? fill(t["admin.managers.form.noMatches"], { query: state.query.trim() })
        : state.status === "searching" && hits.length === 0
          ? t["admin.managers.form.searching"]
          : "";

  const type = (text: string) => {
    onType(text);
    search.type(text);
    setOpen(true);
    setActive(-1);
  };
  const pick = (user: PickedUser) => {
    onPick(user);
    search.clear();
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (onEnter && e.key === "Enter" && !(showList && active >= 0 && hits[active]) && value.trim()) {
      e.preventDefault();
      setOpen(false);
      onEnter(value);
      return;
    }
    if (!showList) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (hits.length) setActive((i) => (e.key === "ArrowDown" ? (i + 1) % hits.length : (i - 1 + hits.length) % hits.length));
    } else if (e.key === "Enter" && active >= 0 && hits[active]) {
      e.preventDefault();
      pick(hits[active]);
    } else if (e.key === "Escape") {
      // The list closes; the dialog around it stays open.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        dir="ltr"
        value={value}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={className ?? `min-h-11 w-full rounded border px-3 text-start rtl:text-end ${invalid ? "border-red-600" : "border-gray-300"}`}
        data-testid={testId}
      />
      {showList && (
        <div
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded border border-gray-200 bg-white shadow-lg"
          data-testid={`${testId}-suggestions`}
        >
          {note && (
            <p role="status" className={`px-3 py-2 text-sm ${state.status === "failed" ? "text-red-700" : "text-gray-600"}`}>
              {note}
            </p>
          )}
          <div id={listId} role="listbox" aria-label={t["admin.managers.form.suggestions"]}>
            {hits.map((user, i) => (
              <div
                key={user.id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // Picked on mouse down, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(user);
                }}
                className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1 text-sm ${i === active ? "bg-primary/10" : "hover:bg-gray-50"}`}
                data-testid={`${testId}-option`}
              >
                <span className="font-medium">
                  <bdi>{user.username}</bdi>
                  {user.email ? (
                    <span className="font-normal text-gray-600">
                      {" · "}
                      <bdi>{user.email}</bdi>
                    </span>
                  ) : null}
                </span>
                {nameOf(user) && <span className="text-gray-600">{nameOf(user)}</span>}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
