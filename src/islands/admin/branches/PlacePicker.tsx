// A governorate or an area, picked from a list that narrows as one types (names in the page's
// language, found by either language's): a combobox, arrows move, Enter picks, Escape closes
// the list before the dialog. The delivery dialog adds governorates and areas with it.
import { type KeyboardEvent, useState } from "react";
import type { Area } from "#contract/areas";
import { localName } from "../../../lib/format";
import { namesMatch } from "../../../lib/stores/admin/delivery-form";
import { fill } from "../../../lib/template";
import { useText } from "../text";

interface Props {
  id: string;
  label: string;
  places: Area[];
  /** Words of the governorate the places are in: "Cairo" finds Cairo's areas too. */
  around?: string;
  onPick: (id: number) => void;
  testId: string;
  message?: string;
}

export default function PlacePicker({ id, label, places, around, onPick, testId, message }: Props) {
  const { t, locale } = useText();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hits = places.filter((p) => namesMatch(p, query, around));
  const listId = `${id}-list`;
  const shown = open && places.length > 0;

  const pick = (place: Area) => {
    setQuery("");
    setOpen(false);
    setActive(-1);
    onPick(place.id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (hits.length) setActive((i) => (e.key === "ArrowDown" ? (i + 1) % hits.length : (i - 1 + hits.length) % hits.length));
    } else if (e.key === "Enter") {
      // Enter never submits the form from here: it picks the chosen place, or the only one.
      e.preventDefault();
      const place = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (shown && place) pick(place);
    } else if (e.key === "Escape" && shown) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          dir="auto"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={Boolean(message)}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          className={`min-h-11 w-full rounded border px-3 ${message ? "border-red-600" : "border-gray-300"}`}
          data-testid={testId}
        />
        {shown && (
          <div className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded border border-gray-200 bg-white shadow-lg">
            {hits.length === 0 && (
              <p role="status" className="px-3 py-2 text-sm text-gray-600">
                {fill(t["admin.branches.delivery.noMatches"], { query: query.trim() })}
              </p>
            )}
            <div id={listId} role="listbox" aria-label={t["admin.branches.delivery.suggestions"]}>
              {hits.map((place, i) => (
                <div
                  key={place.id}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  // Picked on mouse down, before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(place);
                  }}
                  className={`flex min-h-11 cursor-pointer items-center px-3 text-sm ${i === active ? "bg-primary/10" : "hover:bg-gray-50"}`}
                  data-testid={`${testId}-option`}
                >
                  {localName(place, locale)}
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {t["admin.branches.delivery.searchHint"]}
      </p>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`${testId}-error`}>
          {message}
        </p>
      )}
    </div>
  );
}
