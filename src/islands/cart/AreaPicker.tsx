// Where in Egypt (decisions: "Delivery"): a governorate, then one of its areas, found by typing
// in English or Arabic (the names shown in the page's language). The tree is asked for when the
// picker first shows (lib/stores/areas.ts), never by the page's first script. The area field
// is a combobox: arrows move through the matches, Enter chooses, Escape closes.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { inLocale } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { $areaTree, type AreaOption, findArea, loadAreaTree, searchAreas, searchAreasOnServer } from "../../lib/stores/areas";
import { fill } from "../../lib/template";

export interface AreaPickerStrings {
  governorate: string;
  chooseGovernorate: string;
  area: string;
  areaPlaceholder: string;
  areaHint: string;
  areaNone: string;
  areasLoading: string;
  areasError: string;
  retry: string;
}

interface Props {
  areaId: number | null;
  onChange: (areaId: number | null) => void;
  locale: Locale;
  t: AreaPickerStrings;
  error?: string;
}

const FIELD = "w-full min-h-11 rounded border px-3 py-2 text-start focus-visible:outline-2 focus-visible:outline-primary";

export default function AreaPicker({ areaId, onChange, locale, t, error }: Props) {
  const id = useId();
  const { status, tree } = useStore($areaTree);
  useEffect(() => void loadAreaTree(), []);
  const chosen = useMemo(() => findArea(tree, areaId), [tree, areaId]);
  const [governorateId, setGovernorateId] = useState<number | null>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [remote, setRemote] = useState<AreaOption[] | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The chosen area (a saved address, the server's) shows its governorate and name.
  useEffect(() => {
    if (!chosen) return;
    setGovernorateId(chosen.governorate.id);
    setText(inLocale(chosen.name, chosen.name_ar, locale));
  }, [chosen, locale]);

  const typed = chosen && text === inLocale(chosen.name, chosen.name_ar, locale) ? "" : text;
  const local = useMemo(() => searchAreas(tree, typed, governorateId), [tree, typed, governorateId]);
  // Spellings only the server knows ("6 October"), asked for when the tree finds nothing.
  useEffect(() => {
    setRemote(null);
    if (local.length > 0 || typed.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(async () => {
      const found = await searchAreasOnServer(typed);
      if (live) setRemote(governorateId === null ? found : found.filter((a) => a.governorate.id === governorateId));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [local.length, typed, governorateId]);
  const options = local.length > 0 ? local : (remote ?? []);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (option: AreaOption) => {
    onChange(option.id);
    setGovernorateId(option.governorate.id);
    setText(inLocale(option.name, option.name_ar, locale));
    setOpen(false);
  };

  const onGovernorate = (value: string) => {
    const next = value ? Number(value) : null;
    setGovernorateId(next);
    if (chosen && chosen.governorate.id !== next) {
      onChange(null);
      setText("");
    }
    setActive(0);
    if (next !== null) {
      setOpen(true);
      input.current?.focus();
    }
  };

  const onKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && open) {
      // Closes the list, not the dialog around it.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
      if (chosen) setText(inLocale(chosen.name, chosen.name_ar, locale));
    }
  };

  if (status === "error") {
    return (
      <div role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
        {t.areasError}{" "}
        <button type="button" onClick={() => void loadAreaTree()} className="min-h-11 font-semibold underline">
          {t.retry}
        </button>
      </div>
    );
  }
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <>
      <div>
        <label htmlFor={`${id}-gov`} className="mb-1 block font-medium text-gray-900">
          {t.governorate}
        </label>
        <select
          id={`${id}-gov`}
          value={governorateId ?? ""}
          onChange={(e) => onGovernorate(e.target.value)}
          disabled={status !== "ready"}
          className={`${FIELD} border-gray-300 bg-white`}
          data-testid="governorate-select"
        >
          <option value="">{status === "ready" ? t.chooseGovernorate : t.areasLoading}</option>
          {tree.map((g) => (
            <option key={g.id} value={g.id}>
              {inLocale(g.name, g.name_ar, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="relative">
        <label htmlFor={`${id}-area`} className="mb-1 block font-medium text-gray-900">
          {t.area}
        </label>
        <input
          ref={input}
          id={`${id}-area`}
          name="area"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          placeholder={t.areaPlaceholder}
          value={text}
          // Read-only, not disabled, while the areas load: a refused checkout can still put focus here.
          readOnly={status !== "ready"}
          aria-busy={status !== "ready" || undefined}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            if (chosen) setText(inLocale(chosen.name, chosen.name_ar, locale));
          }}
          onKeyDown={onKey}
          className={`${FIELD} ${error ? "border-red-600" : "border-gray-300"}`}
          data-testid="area-input"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {t.areaHint}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid="field-error">
            {error}
          </p>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label={t.area}
          hidden={!open || (options.length === 0 && !typed)}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-gray-300 bg-white py-1 shadow-lg"
          data-testid="area-options"
        >
          {options.length === 0 && typed ? (
            <p className="px-3 py-2 text-sm text-gray-700">{fill(t.areaNone, { text: typed })}</p>
          ) : (
            options.map((option, i) => (
              <div
                key={option.id}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // Chosen before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
                onMouseMove={() => setActive(i)}
                className={`flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-2 px-3 py-2 text-start ${i === active ? "bg-primary/10" : ""}`}
                data-testid="area-option"
                data-area-id={option.id}
              >
                <span className="font-medium text-gray-900">{inLocale(option.name, option.name_ar, locale)}</span>
                {governorateId === null && (
                  <span className="text-sm text-gray-600">{inLocale(option.governorate.name, option.governorate.name_ar, locale)}</span>
                )}
              </div>
            ))
          )}
        </div>
      </div>
    </>
  );
}
