// One-time codes (ADR 0029): a right code is spent once, wrong guesses run out, an expired code
// or another account's code is worth nothing, and asking again replaces the code.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createUser, db } from "../../test/factories";
import { CODE_MINUTES, CODE_TRIES, codeHash, newCode, spendCode, storeCode } from "./codes";

const secret = () => env.JWT_SECRET as string;

async function sent(userId: number, purpose: "email" | "password_reset" = "password_reset", now = Date.now()) {
  const code = newCode();
  await storeCode(db, { userId, purpose, target: "a@example.com", hash: await codeHash(secret(), userId, purpose, code), now });
  return code;
}
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes", () => {
  it("are six digits, spread over all of them", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it("a right code is spent once, even by two requests at once", async () => {
    const user = await createUser();
    const code = await sent(user.id);
    const both = await Promise.all([0, 1].map(() => spendCode(db, secret(), { userId: user.id, purpose: "password_reset", code })));
    expect(both.filter((r) => r.ok)).toEqual([{ ok: true, target: "a@example.com" }]);
    expect(await spendCode(db, secret(), { userId: user.id, purpose: "password_reset", code })).toEqual({ ok: false, triesLeft: 0 });
  });

  it("wrong guesses count down and then the right code is refused too", async () => {
    const user = await createUser();
    const code = await sent(user.id);
    for (let i = 1; i <= CODE_TRIES; i++) {
      expect(await spendCode(db, secret(), { userId: user.id, purpose: "password_reset", code: other(code) })).toEqual({
        ok: false,
        triesLeft: CODE_TRIES - i,
      });
    }
    expect((await spendCode(db, secret(), { userId: user.id, purpose: "password_reset", code })).ok).toBe(false);
  });

  it("an expired code, another account's or another purpose's is refused", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const old = await sent(a.id, "password_reset", Date.now() - (CODE_MINUTES * 60_000 + 1000));
    expect(await spendCode(db, secret(), { userId: a.id, purpose: "password_reset", code: old })).toEqual({ ok: false, triesLeft: 0 });
    const codeA = await sent(a.id, "email");
    await sent(b.id, "email");
    expect((await spendCode(db, secret(), { userId: b.id, purpose: "email", code: codeA })).ok).toBe(false);
    expect((await spendCode(db, secret(), { userId: a.id, purpose: "password_reset", code: codeA })).ok).toBe(false);
    expect((await spendCode(db, secret(), { userId: a.id, purpose: "email", code: codeA })).ok).toBe(true);
  });

  it("asking again replaces the code: the first one stops working", async () => {
    const user = await createUser();
    const first = await sent(user.id);
    const second = await sent(user.id);
    if (first !== second) expect((await spendCode(db, secret(), { userId: user.id, purpose: "password_reset", code: first })).ok).toBe(false);
    expect((await spendCode(db, secret(), { userId: user.id, purpose: "password_reset", code: second })).ok).toBe(true);
  });
});
