// The "Deliver to" dialog (issue 26 point 3), loaded only when the top bar's button is clicked
// (TopBar.astro): governorate → area, a search in both languages (GET /api/areas/?search=, which
// folds Arabic letter forms), and "use my location", which suggests the nearest governorate
// capital's area (capitals.ts). The choice goes into the cookie (area-choice.ts) and, for a
// signed-in shopper, onto the account; the page then reloads, so every offer on it is read again
// for the new area. Plain DOM in a native modal <dialog>: it keeps focus inside and closes on
// Escape; the arrow keys move through the list. No framework code beyond what the page has.
import type { Governorate } from "#contract/areas";
import { HINT_COOKIE } from "#shared/session-hint";
import { type AreaChoice, readAreaChoice, writeAreaChoice } from "../area-choice";
import { apiFetch } from "../api/client";
import { readCookie } from "../stores/cookie-atom";
import { fill } from "../template";
import { nearestCapital } from "./capitals";

type Texts = Record<string, string>;

const TARGET =
  "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-start hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary";

/** A new element with classes, text and attributes. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = "", attrs: Record<string, string> = {}) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** appendChild for several (the workers' types give Element.append another signature). */
function add(parent: Node, ...children: Node[]) {
  for (const child of children) parent.appendChild(child);
}

async function areaTree(search = ""): Promise<Governorate[]> {
  const res = await apiFetch(`/api/areas/${search ? `?search=${encodeURIComponent(search)}` : ""}`);
  if (!res.ok) throw new Error(`areas answered ${res.status}`);
  return (await res.json()) as Governorate[];
}

/** Remembers the area (cookie; the account too when signed in) and reloads the page for it. */
export async function chooseArea(area: AreaChoice) {
  writeAreaChoice(area);
  if (readCookie(HINT_COOKIE)) {
    await apiFetch("/api/auth/profile/", { method: "PATCH", body: JSON.stringify({ area_id: area.id }) }).catch(() => undefined);
  }
  location.reload();
}

export function openAreaDialog(opener: HTMLElement) {
  const t = JSON.parse(opener.dataset.t ?? "{}") as Texts;
  const ar = document.documentElement.lang === "ar";
  const named = (o: { name: string; name_ar: string }) => (ar ? o.name_ar || o.name : o.name || o.name_ar);
  const current = readAreaChoice()?.id;

  const dialog = el("dialog", "m-auto w-[calc(100%-1rem)] max-w-lg rounded-xl bg-white p-0 shadow-xl backdrop:bg-black/40", "", {
    "aria-labelledby": "area-dialog-title",
    "data-testid": "area-dialog",
  });
  const head = el("div", "flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-2");
  const close = el("button", "flex size-11 items-center justify-center rounded-full text-2xl hover:bg-gray-100", "×", {
    type: "button",
    "aria-label": t["area.close"],
    "data-testid": "area-close",
  });
  add(head, el("h2", "text-lg font-semibold", t["area.title"], { id: "area-dialog-title" }), close);
  const body = el("div", "space-y-3 p-4");
  const search = el("input", "min-h-11 w-full rounded-lg border border-gray-300 px-3", "", {
    type: "search",
    "aria-label": t["area.search"],
    placeholder: t["area.search"],
    autocomplete: "off",
    "data-testid": "area-search",
  });
  const status = el("p", "text-sm text-gray-700 empty:hidden", "", { role: "status" });
  const list = el("ul", "max-h-[55vh] space-y-1 overflow-y-auto", "", { "data-testid": "area-list" });
  add(body, search);
  if ("geolocation" in navigator) {
    const locate = el("button", `${TARGET} font-medium text-primary`, t["area.useLocation"], { type: "button", "data-testid": "area-locate" });
    locate.onclick = () => {
      status.textContent = t["area.locating"];
      navigator.geolocation.getCurrentPosition(
        async ({ coords }) => {
          const id = nearestCapital(coords.latitude, coords.longitude);
          const gov = (await tree).find((g) => g.id === Math.floor(id / 1000));
          const area = gov?.areas.find((a) => a.id === id);
          if (!gov || !area) return;
          status.textContent = "";
          show([[area, gov]], fill(t["area.nearest"], { area: `${named(area)}${ar ? "، " : ", "}${named(gov)}` }));
        },
        () => {
          status.textContent = t["area.noLocation"];
        },
        { timeout: 10_000, maximumAge: 600_000 },
      );
    };
    add(body, locate);
  }
  add(body, status, list);
  add(dialog, head, body);

  /** One button per choice in the list; `heading` above them (the governorate, or a suggestion). */
  function options(items: { label: string; sub?: string; id?: number; onPick: () => void }[], heading?: string) {
    list.replaceChildren();
    if (heading) add(list, el("li", "px-3 pt-1 text-sm font-semibold text-gray-700", heading));
    for (const item of items) {
      const button = el("button", TARGET, "", { type: "button", "data-testid": "area-option" });
      add(button, el("span", "flex-1", item.label));
      if (item.sub) add(button, el("span", "text-sm text-gray-600", item.sub));
      if (item.id !== undefined) {
        button.dataset.areaId = String(item.id);
        if (item.id === current) button.setAttribute("aria-current", "true");
      }
      button.onclick = item.onPick;
      const li = el("li");
      add(li, button);
      add(list, li);
    }
  }
  const pick = (area: Governorate["areas"][number]) => () => void chooseArea({ id: area.id, name: area.name, name_ar: area.name_ar });
  /** Areas, each with its governorate's name. */
  const show = (found: [Governorate["areas"][number], Governorate][], heading?: string) =>
    options(
      found.map(([a, g]) => ({ label: named(a), sub: named(g), id: a.id, onPick: pick(a) })),
      heading,
    );
  const governorates = (all: Governorate[]) =>
    options(
      all.map((g) => ({ label: named(g), sub: "›", onPick: () => areasOf(g, all) })),
      t["area.governorates"],
    );
  const areasOf = (g: Governorate, all: Governorate[]) => {
    options(
      [{ label: `‹ ${t["area.back"]}`, onPick: () => governorates(all) }, ...g.areas.map((a) => ({ label: named(a), id: a.id, onPick: pick(a) }))],
      named(g),
    );
    list.querySelector<HTMLElement>("[data-area-id]")?.focus();
  };

  const tree = areaTree();
  const failed = () => {
    status.textContent = t["area.loadFailed"];
  };
  tree.then(governorates, failed);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  search.oninput = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const words = search.value.trim();
      const mine = ++asked;
      if (!words) {
        status.textContent = "";
        tree.then(governorates, failed);
        return;
      }
      try {
        const found = (await areaTree(words)).flatMap((g) => g.areas.map((a) => [a, g] as [Governorate["areas"][number], Governorate]));
        if (mine !== asked) return; // a later search is on its way
        status.textContent = found.length ? "" : t["area.noResults"];
        show(found);
      } catch {
        failed();
      }
    }, 250);
  };

  // The arrow keys move through the list's buttons (Tab does too); Enter or Space choose.
  list.onkeydown = (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const buttons = [...list.querySelectorAll<HTMLElement>("button")];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    buttons[Math.max(0, Math.min(buttons.length - 1, at + (event.key === "ArrowDown" ? 1 : -1)))]?.focus();
    event.preventDefault();
  };
  search.onkeydown = (event) => {
    if (event.key === "ArrowDown") {
      list.querySelector<HTMLElement>("button")?.focus();
      event.preventDefault();
    }
  };
  close.onclick = () => dialog.close();
  dialog.onclose = () => {
    dialog.remove();
    opener.focus();
  };
  // A click on the backdrop (outside the box) closes it too.
  dialog.onclick = (event) => {
    if (event.target === dialog) dialog.close();
  };
  document.body.appendChild(dialog);
  dialog.showModal();
  search.focus();
}
