import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userSummary } from "#contract/users";
import { pageAnswer } from "../../api/answer.test-support";
import { createUserSearch, USER_SEARCH_DEBOUNCE_MS, userLabel } from "./user-search";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("picking a person by username or e-mail", () => {
  it("asks once typing stops, with what was typed last", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return pageAnswer(userSummary, [{ id: 5, username: "mona", email: "mona@example.com", first_name: "", last_name: "", role: "customer" }]);
    });
    const search = createUserSearch();
    search.type("mo");
    search.type("mona@");
    expect(search.$search.get().status).toBe("searching");
    await vi.advanceTimersByTimeAsync(USER_SEARCH_DEBOUNCE_MS);
    expect(urls).toEqual(["/api/users/?search=mona%40&page_size=8"]);
    expect(search.$search.get()).toMatchObject({ status: "ready", matches: [{ id: 5 }] });
  });

  it("says when the search failed, and forgets everything when cleared", async () => {
    vi.stubGlobal("fetch", async () => json(403, {}));
    const search = createUserSearch();
    search.type("x");
    await vi.advanceTimersByTimeAsync(USER_SEARCH_DEBOUNCE_MS);
    expect(search.$search.get().status).toBe("failed");
    search.clear();
    expect(search.$search.get()).toEqual({ query: "", status: "idle", matches: [] });
  });

  it("labels a person by username and e-mail", () => {
    expect(userLabel({ username: "mona", email: "mona@example.com" })).toBe("mona · mona@example.com");
    expect(userLabel({ username: "mona", email: null })).toBe("mona");
  });
});
