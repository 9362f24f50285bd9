// The browser's way to the API: same origin, JSON, cookies sent by the browser (the edge worker
// turns them into bearer tokens). A response saying the session has ended is reported to
// whoever listens (the session store), whichever island made the call.
export const SESSION_ENDED_HEADER = "x-session-ended";

type Listener = () => void;
const onEnded = new Set<Listener>();

/** Called when the edge worker could not keep the session (refresh failed). */
export function onSessionEnded(listener: Listener): () => void {
  onEnded.add(listener);
  return () => onEnded.delete(listener);
}

const onWrite = new Set<Listener>();

/**
 * Called after every change the page made through the API (a successful POST, PATCH, PUT or
 * DELETE): the merchant's publishing status line asks again, since a change schedules a publish.
 */
export function onApiWrite(listener: Listener): () => void {
  onWrite.add(listener);
  return () => onWrite.delete(listener);
}

export async function apiFetch(path: string, init: RequestInit = {}, fetcher: typeof fetch = (...args) => fetch(...args)): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  // The API answers its messages in the page's language (docs/decisions/0008).
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  if (lang && !headers.has("accept-language")) headers.set("accept-language", lang);
  if (typeof init.body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
  const res = await fetcher(path, { ...init, headers, credentials: "same-origin" });
  if (res.headers.get(SESSION_ENDED_HEADER)) for (const listener of onEnded) listener();
  if (res.ok && init.method && init.method.toUpperCase() !== "GET") for (const listener of onWrite) listener();
  return res;
}

/** The Django REST error body as one line per problem: `detail`, else the first message of each field. */
export async function errorMessages(res: Response): Promise<Record<string, string>> {
  try {
    const body = (await res.json()) as Record<string, unknown>;
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(body)) {
      if (typeof value === "string") out[field] = value;
      else if (Array.isArray(value) && typeof value[0] === "string") out[field] = value[0];
    }
    return out;
  } catch {
    return {};
  }
}
