// Egypt's areas for the address form (decisions: "Delivery"): the tree (governorate → areas,
// both languages) from GET /api/areas/, asked for when a form that needs it opens, never by a
// page's first script; and the picker's search over it, in either language, Arabic letter
// forms and digits folded as the product search's are. Spellings only the server knows (its
// aliases: "6 October" for "6th of October") are asked of it when the tree finds nothing.
import { atom } from "nanostores";
import type { Governorate, PlacedArea } from "#contract/areas";
import { namesMatch } from "../place-match";
import { apiFetch } from "../api/client";

export type AreaTreeState = { status: "idle" | "loading" | "ready" | "error"; tree: Governorate[] };
export const $areaTree = atom<AreaTreeState>({ status: "idle", tree: [] });

/** An area as the picker offers it: its names and its governorate's (the contract's placedArea). */
export type AreaOption = PlacedArea;

let asked: Promise<void> | null = null;

/** Asks once per page (the answer is cached by the browser for a day); a failure may be retried. */
export function loadAreaTree(fetcher?: typeof fetch): Promise<void> {
  if (asked) return asked;
  $areaTree.set({ status: "loading", tree: [] });
  asked = (async () => {
    try {
      const res = await apiFetch("/api/areas/", {}, fetcher);
      if (!res.ok) throw new Error(String(res.status));
      $areaTree.set({ status: "ready", tree: (await res.json()) as Governorate[] });
    } catch {
      $areaTree.set({ status: "error", tree: [] });
      asked = null;
    }
  })();
  return asked;
}

/** Forgets the tree (between tests). */
export function resetAreaTree() {
  asked = null;
  $areaTree.set({ status: "idle", tree: [] });
}

const place = (g: Governorate, a: Governorate["areas"][number]): AreaOption => ({
  id: a.id,
  name: a.name,
  name_ar: a.name_ar,
  governorate: { id: g.id, code: g.code, name: g.name, name_ar: g.name_ar },
});

/** The area with this id, with its governorate; null when the tree has none. */
export function findArea(tree: Governorate[], id: number | null): AreaOption | null {
  if (id === null) return null;
  for (const g of tree) {
    const a = g.areas.find((x) => x.id === id);
    if (a) return place(g, a);
  }
  return null;
}

/**
 * The areas whose names (either language) or whose governorate's names hold every word typed,
 * within one governorate when one is chosen; every area of it when nothing is typed. At most
 * `limit`, in the tree's order.
 */
export function searchAreas(tree: Governorate[], text: string, governorateId: number | null, limit = 200): AreaOption[] {
  const typed = text.trim() !== "";
  const out: AreaOption[] = [];
  for (const g of tree) {
    if (governorateId !== null && g.id !== governorateId) continue;
    if (governorateId === null && !typed) continue;
    for (const a of g.areas) {
      if (typed && !namesMatch({ name: `${a.name} ${g.name}`, name_ar: `${a.name_ar} ${g.name_ar}` }, text)) continue;
      out.push(place(g, a));
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** The server's search (it knows the spellings people use besides the names): the areas it finds. */
export async function searchAreasOnServer(text: string, fetcher?: typeof fetch): Promise<AreaOption[]> {
  try {
    const res = await apiFetch(`/api/areas/?${new URLSearchParams({ search: text.slice(0, 100) })}`, {}, fetcher);
    if (!res.ok) return [];
    return ((await res.json()) as Governorate[]).flatMap((g) => g.areas.map((a) => place(g, a)));
  } catch {
    return [];
  }
}
