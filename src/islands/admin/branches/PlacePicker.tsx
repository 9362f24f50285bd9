// A governorate or an area, found by typing (names in the page's language, found by either
// language's, Arabic letter forms folded) and picked from the matches below: each a button, so
// Tab reaches them and Enter or a tap picks one; Enter in the field picks the first. The
// delivery dialog adds governorates and areas with it. (A list of buttons, not a popup
// combobox: the dialog is in the dashboard's JavaScript budget.)
import { useState } from "react";
import type { Area } from "#contract/areas";
import { localName } from "../../../lib/format";
import { namesMatch } from "../../../lib/place-match";
import { fill } from "../../../lib/template";
import { useText } from "../text";

interface Props {
  id: string;
  label: string;
  places: Area[];
  onPick: (id: number) => void;
  testId: string;
  message?: string;
}

export default function PlacePicker({ id, label, places, onPick, testId, message }: Props) {
  const { t, locale } = useText();
  const [query, setQuery] = useState("");
  const hits = query.trim() ? places.filter((p) => namesMatch(p, query)) : [];
  const pick = (place: Area | undefined) => {
    if (!place) return;
    setQuery("");
    onPick(place.id);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        dir="auto"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter picks the first match and never submits the form from here.
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          pick(hits[0]);
        }}
        aria-invalid={Boolean(message)}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
        className={`min-h-11 w-full rounded border px-3 ${message ? "border-red-600" : "border-gray-300"}`}
        data-testid={testId}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600" aria-live="polite">
        {query.trim() && !hits.length
          ? fill(t["admin.branches.delivery.noMatches"], { query: query.trim() })
          : t["admin.branches.delivery.searchHint"]}
      </p>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`${testId}-error`}>
          {message}
        </p>
      )}
      {hits.length > 0 && (
        <ul
          // The matches come into view as they change: on a phone the field is often at the bottom.
          ref={(el) => el?.scrollIntoView({ block: "nearest" })}
          className="mt-1 flex max-h-40 flex-wrap gap-2 overflow-y-auto"
          aria-label={t["admin.branches.delivery.suggestions"]}
        >
          {hits.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                onClick={() => pick(place)}
                className="min-h-11 rounded border border-primary px-3 text-sm hover:bg-primary/10"
                data-testid={`${testId}-option`}
              >
                <span aria-hidden="true">+ </span>
                {localName(place, locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
