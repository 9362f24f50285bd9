// Signing in and out: login (rate-limited), refresh, logout.
import { Hono } from "hono";
import { loginInput, refreshInput } from "../../../src/lib/contract/auth";
import type { AppEnv } from "../env";
import { ApiError, forbidden, unauthorized } from "../lib/errors";
import { jsonBody } from "../lib/validate";
import { hashPassword, verifyPassword } from "./password";
import { attemptKeys, loginSucceeded, takeAttempt } from "./rate-limit";
import { issueTokens, readRefresh, revokeRefresh, signAccess } from "./tokens";
import { findByIdentifier } from "./users";

// Unknown accounts are checked against this hash so they take as long as known ones.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()));

const badCredentials = () => unauthorized("No active account found with the given credentials");
const invalidToken = () => new ApiError(401, { detail: "Token is invalid or expired", code: "token_not_valid" });

export const sessionRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const { identifier, password } = await jsonBody(c, loginInput);
    const db = c.var.db;
    const keys = attemptKeys(identifier, c.req.header("cf-connecting-ip"));
    await takeAttempt(db, keys);
    const account = await findByIdentifier(db, identifier);
    const ok = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
    if (!account || !ok) throw badCredentials();
    await loginSucceeded(db, keys);
    return c.json(await issueTokens(db, c.env.JWT_SECRET, account.id));
  })

  .post("/token/refresh", async (c) => {
    const { refresh } = await jsonBody(c, refreshInput);
    const token = await readRefresh(c.var.db, c.env.JWT_SECRET, refresh);
    if (!token) throw invalidToken();
    return c.json({ access: await signAccess(c.env.JWT_SECRET, token.userId) });
  })

  // 205 Reset Content, no body: the client has nothing to read but should forget its session.
  .post("/logout", async (c) => {
    const { refresh } = await jsonBody(c, refreshInput);
    const token = await readRefresh(c.var.db, c.env.JWT_SECRET, refresh);
    if (!token) throw invalidToken();
    // Anyone holding a token may end it; a signed-in caller may not end someone else's.
    if (c.var.user && c.var.user.id !== token.userId) throw forbidden("This token does not belong to you.");
    await revokeRefresh(c.var.db, token.jti);
    return c.body(null, 205);
  });
