// Signing in and out: login (rate-limited; sets the account's device cookie), refresh (rotating), logout (ends every session).
import { Hono } from "hono";
import { loginInput, refreshInput } from "#contract/auth";
import type { AppEnv } from "../env";
import { ApiError, forbidden, unauthorized } from "../lib/errors";
import { say } from "#contract/said";
import { jsonBody } from "../lib/validate";
import { hashPassword, verifyPassword } from "./password";
import { requestDevice, setDeviceCookie } from "./device";
import { clientAddress, loginKeys, loginSucceeded, takeLoginAttempt } from "./rate-limit";
import { endSessions, issueTokens, readRefresh, rotateRefresh, signingKey } from "./tokens";
import { sessionMeta } from "./sessions";
import { findByIdentifier } from "./users";

// Unknown accounts are checked against this hash so they take as long as known ones.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()));

const badCredentials = () => unauthorized(say("badCredentials"));
const invalidToken = () => new ApiError(401, { detail: say("tokenExpired"), code: "token_not_valid" });

export const sessionRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    signingKey(c.env.JWT_SECRET); // without a signing key nobody can sign in: say so before counting
    const { identifier, password } = await jsonBody(c, loginInput);
    const db = c.var.db;
    // The account first, so that its username, e-mail and phone share one counter.
    const account = await findByIdentifier(db, identifier);
    // A browser that has signed in to this account before counts on its own (ADR 0027).
    const device = account ? await requestDevice(c, account.id) : null;
    const keys = loginKeys(account?.id, identifier, clientAddress(c), device);
    await takeLoginAttempt(db, keys);
    const ok = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
    if (!account || !ok) throw badCredentials();
    await loginSucceeded(db, keys);
    await setDeviceCookie(c, account.id, device ?? undefined);
    return c.json(await issueTokens(db, c.env.JWT_SECRET, account.id, account.token_version, sessionMeta(c)));
  })

  // {access, refresh}: the refresh token sent is spent and a new one replaces it.
  .post("/token/refresh", async (c) => {
    const { refresh } = await jsonBody(c, refreshInput);
    const tokens = await rotateRefresh(c.var.db, c.env.JWT_SECRET, refresh);
    if (!tokens) throw invalidToken();
    return c.json(tokens);
  })

  // 205 Reset Content, no body: the client has nothing to read but should forget its session.
  // Logout ends every session of the user, this one's access token included (ADR 0010).
  .post("/logout", async (c) => {
    const { refresh } = await jsonBody(c, refreshInput);
    const db = c.var.db;
    const token = await readRefresh(db, c.env.JWT_SECRET, refresh);
    if (!token) throw invalidToken();
    // Anyone holding a token may end it; a signed-in caller may not end someone else's.
    if (c.var.user && c.var.user.id !== token.userId) throw forbidden(say("notYourToken"));
    await db.batch([...endSessions(db, token.userId)]);
    return c.body(null, 205);
  });
