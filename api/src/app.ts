// The API: one Hono app under /api, a router per domain, errors mapped in one place.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { addressRoutes } from "./addresses/routes";
import { areaRoutes } from "./areas/routes";
import { quoteRoutes } from "./delivery/quote-routes";
import { deliveryRoutes } from "./delivery/routes";
import { auditRoutes } from "./audit/routes";
import { authenticate } from "./auth/middleware";
import { authRoutes } from "./auth/routes";
import { cartRoutes } from "./cart/routes";
import { codRoutes } from "./cod/routes";
import { cashRoutes } from "./cash/routes";
import { offerImportRoutes } from "./offer-imports/routes";
import { catalogRoutes } from "./catalog/routes";
import type { AppEnv } from "./env";
import { emptyCost, meteredD1, serverTiming, traceResponse, wantsTrace } from "./lib/d1-meter";
import { isUniqueViolation } from "./lib/errors";
import { localizeMessages } from "./lib/localize";
import { requestDb, withRequestD1 } from "./lib/request-db";
import { say } from "#contract/said";
import { mediaRoutes } from "./media/routes";
import { notificationRoutes } from "./notifications/routes";
import { openApiRoutes } from "./openapi/routes";
import { ordersRoutes } from "./orders/routes";
import { publishRoutes } from "./publish/routes";
import { creditNoteRoutes } from "./returns/credit-note-routes";
import { listingsRoutes } from "./listings/routes";
import { returnsRoutes } from "./returns/routes";
import { reportsRoutes } from "./reports/routes";
import { reviewsRoutes } from "./reviews/routes";
import { storesRoutes } from "./stores/routes";
import { usersRoutes } from "./users/routes";
import { walletRoutes } from "./wallet/routes";
import { wishlistRoutes } from "./wishlist/routes";

// Django-style paths end in a slash; both forms are accepted.
export const app = new Hono<AppEnv>({ strict: false }).basePath("/api");

// First, so it sees every answer, the error handler's and notFound's too.
app.use(localizeMessages);
app.use(async (c, next) => {
  const cost = emptyCost();
  const trace = wantsTrace(c.env, c.req.header("x-d1-trace")) ? [] : undefined;
  c.set("db", requestDb);
  await withRequestD1(meteredD1(c.env.DB, cost, trace), next);
  if (trace) c.res = traceResponse(c.res.status, trace);
  c.res.headers.append("Server-Timing", serverTiming(cost));
});
app.use(authenticate);

app.get("/health", (c) => c.json({ status: "ok" }));
app.route("/", openApiRoutes);
app.route("/auth", authRoutes);
app.route("/media", mediaRoutes);
app.route("/", storesRoutes);
app.route("/", usersRoutes);
app.route("/", catalogRoutes);
app.route("/", listingsRoutes);
app.route("/", reviewsRoutes);
app.route("/", cartRoutes);
app.route("/", ordersRoutes);
app.route("/", returnsRoutes);
app.route("/", creditNoteRoutes);
app.route("/", walletRoutes);
app.route("/", wishlistRoutes);
app.route("/", auditRoutes);
app.route("/", areaRoutes);
app.route("/", addressRoutes);
app.route("/", deliveryRoutes);
app.route("/", codRoutes);
app.route("/", cashRoutes);
app.route("/", offerImportRoutes);
app.route("/", reportsRoutes);
app.route("/", quoteRoutes);
app.route("/", publishRoutes);
app.route("/", notificationRoutes);

app.notFound((c) => c.json({ detail: say("notFound") }, 404));
app.onError((err, c) => {
  if (err instanceof HTTPException) return err.getResponse();
  // Checks run before every write; this is the race they cannot see (two requests claiming
  // the same unique value at once). It is the client's conflict, not a server fault.
  if (isUniqueViolation(err, "")) return c.json({ detail: say("alreadyExists") }, 409);
  console.error(err);
  return c.json({ detail: say("serverError") }, 500);
});
