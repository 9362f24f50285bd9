import { describe, expect, it } from "vitest";
import { api, createUser, tokenFor, unique } from "../../test/factories";

const check = (query: string, token?: string) => api("GET", `/api/auth/check-username/${query}`, { token });

describe("GET /auth/check-username/", () => {
  it("says a free name is available and a taken one, in any case, is not", async () => {
    const user = await createUser({ username: unique("Taken") });
    expect((await check(`?username=${unique("free")}`)).data).toEqual({ available: true });
    expect((await check(`?username=${user.username}`)).data).toEqual({ available: false });
    expect((await check(`?username=${encodeURIComponent(` ${user.username.toLowerCase()} `)}`)).data).toEqual({ available: false });
  });

  it("counts the caller's own name as available, and only theirs", async () => {
    const me = await createUser();
    const other = await createUser();
    const token = await tokenFor(me);
    expect((await check(`?username=${me.username.toUpperCase()}`, token)).data).toEqual({ available: true });
    expect((await check(`?username=${other.username}`, token)).data).toEqual({ available: false });
  });

  it.each([
    ["no username", "", { username: ["This field is required."] }],
    ["a blank username", "?username=%20%20", { username: ["This field may not be blank."] }],
    ["a malformed username", "?username=a%20b", { username: ["Enter a valid username: letters, digits and @ . + - _ only."] }],
  ])("refuses %s with 400", async (_, query, errors) => {
    const res = await check(query);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
  });
});
