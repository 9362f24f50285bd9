// Picking a person by typing a username or an e-mail (a branch's manager, a store's owner):
// GET /api/users/?search=… 300 ms after typing stops, a newer search winning over an older one.
// One per form field, made when its form is.
import { map } from "nanostores";
import { apiFetch } from "../../api/client";

export const USER_SEARCH_DEBOUNCE_MS = 300;
const MATCHES = 8;

export interface PickedUser {
  id: number;
  username: string;
  email: string | null;
  first_name?: string;
  last_name?: string;
  role?: string;
}

export interface UserSearchState {
  query: string;
  status: "idle" | "searching" | "ready" | "failed";
  matches: PickedUser[];
}

export function createUserSearch() {
  const $search = map<UserSearchState>({ query: "", status: "idle", matches: [] });
  let timer: ReturnType<typeof setTimeout> | undefined;

  function type(query: string) {
    clearTimeout(timer);
    const words = query.trim();
    $search.set({ query, status: words ? "searching" : "idle", matches: words ? $search.get().matches : [] });
    if (!words) return;
    timer = setTimeout(async () => {
      const params = new URLSearchParams({ search: words, page_size: String(MATCHES) });
      try {
        const res = await apiFetch(`/api/users/?${params}`);
        if ($search.get().query.trim() !== words) return;
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { results: PickedUser[] };
        if ($search.get().query.trim() === words) $search.set({ query, status: "ready", matches: body.results });
      } catch {
        if ($search.get().query.trim() === words) $search.set({ query, status: "failed", matches: [] });
      }
    }, USER_SEARCH_DEBOUNCE_MS);
  }

  const clear = () => {
    clearTimeout(timer);
    $search.set({ query: "", status: "idle", matches: [] });
  };

  return { $search, type, clear, stop: () => clearTimeout(timer) };
}

/** How a picked person reads in a form: their username, and their e-mail when they have one. */
export const userLabel = (user: Pick<PickedUser, "username" | "email">) => (user.email ? `${user.username} · ${user.email}` : user.username);

/** Whether `text` names this person exactly: their username or e-mail, in any case (both are unique so). */
export function namesExactly(user: Pick<PickedUser, "username" | "email">, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return wanted !== "" && (user.username.toLowerCase() === wanted || (user.email ?? "").toLowerCase() === wanted);
}

/**
 * The person a typed text names exactly (a username or an e-mail), for a form saved without
 * picking a suggestion: the search lists exact matches first, so the first answer decides.
 * null when no one is called that; "failed" when the search could not be made.
 */
export async function findExactUser(text: string): Promise<PickedUser | null | "failed"> {
  const params = new URLSearchParams({ search: text.trim(), page_size: "1" });
  try {
    const res = await apiFetch(`/api/users/?${params}`);
    if (!res.ok) return "failed";
    const [first] = ((await res.json()) as { results: PickedUser[] }).results;
    return first && namesExactly(first, text) ? first : null;
  } catch {
    return "failed";
  }
}
