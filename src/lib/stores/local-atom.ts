// An atom kept in localStorage: state of this browser only that the server never needs
// (the visitor's wishlist, docs/product.md). Other tabs see changes through the storage event.
import { atom, type WritableAtom } from "nanostores";

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage disabled (privacy settings): the atom still works for this page
  }
}

function read<T>(key: string, initial: T, parse: (raw: unknown) => T): T {
  try {
    const raw = storage()?.getItem(key);
    return raw == null ? initial : parse(JSON.parse(raw));
  } catch {
    return initial; // damaged JSON is not worth an error
  }
}

export function localAtom<T>(key: string, initial: T, parse: (raw: unknown) => T): WritableAtom<T> {
  const store = atom<T>(read(key, initial, parse));
  store.listen((value) => {
    try {
      storage()?.setItem(key, JSON.stringify(value));
    } catch {
      // quota or disabled storage: keep the in-page value
    }
  });
  if (typeof window !== "undefined" && typeof window.addEventListener === "function") {
    window.addEventListener("storage", (event) => {
      if (event.key === key) store.set(read(key, initial, parse));
    });
  }
  return store;
}
