// GET /returns/{id}/credit-note/?lang=: a refunded return's credit note as a PDF (issue 30), for
// whoever may see its order (the bill's rule, orders/manage-queries.ts: its customer, the
// merchants who run its branch, a super admin). To anyone else, and to everyone before the
// return is refunded, there is no credit note (404), so ids cannot be probed. Written in
// ?lang's language, else the Accept-Language header's, else the caller's account language.
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { type Language, preferredLanguage } from "#shared/accept-language";
import { orderItems, returnItems, returns, users } from "../../db/schema";
import { requireUser } from "../auth/middleware";
import type { AppEnv, AuthUser, Db } from "../env";
import { notFound } from "../lib/errors";
import { check, pathId } from "../lib/validate";
import { renderBill } from "../orders/bill-render";
import { findVisibleOrder } from "../orders/manage-queries";
import { billFont } from "../pdf/fonts";
import { type CreditNoteData, creditNoteLayout, creditNoteNumber } from "./credit-note-layout";
import { creditNoteQuery } from "./credit-note-query";

export const creditNoteRoutes = new Hono<AppEnv>();

creditNoteRoutes.get("/returns/:id/credit-note", async (c) => {
  const user = requireUser(c);
  const id = pathId(c);
  const { lang } = check(creditNoteQuery, c.req.query());
  const db = c.var.db;
  const note = await loadCreditNote(db, user, id);
  if (!note) throw notFound();

  const language = lang ?? (await callerLanguage(db, user, c.req.header("accept-language")));
  const layout = creditNoteLayout(note, language);
  const pdf = await renderBill(layout, billFont(), { language });
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    // Names a customer and what they bought: never kept by shared caches.
    "cache-control": "private, no-store",
    "content-language": language,
    "content-disposition": `attachment; filename="aswaq-credit-note-${creditNoteNumber(note.id)}.pdf"`,
  });
});

/** The header's language when it names one, else the one the caller chose for their account. */
async function callerLanguage(db: Db, user: AuthUser, header: string | undefined): Promise<Language> {
  if (header && /(^|[\s,])(en|ar)([-;,\s]|$)/i.test(header)) return preferredLanguage(header);
  const row = await db.select({ language: users.language }).from(users).where(eq(users.id, user.id)).get();
  return row?.language ?? "en";
}

/** The refunded return `id` with what its credit note shows, if `user` may see its order. */
export async function loadCreditNote(db: Db, user: AuthUser, id: number): Promise<CreditNoteData | undefined> {
  const ret = await db
    .select()
    .from(returns)
    .where(and(eq(returns.id, id), eq(returns.status, "refunded")))
    .get();
  if (!ret) return undefined;
  const order = await findVisibleOrder(db, user, ret.order_id);
  if (!order) return undefined;

  const [lines, customer] = await db.batch([
    db
      .select({ name: orderItems.name, name_ar: orderItems.name_ar, sku: orderItems.sku, price: orderItems.price, quantity: returnItems.quantity })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.order_item_id))
      .where(eq(returnItems.return_id, ret.id))
      .orderBy(asc(orderItems.id)),
    db
      .select({ username: users.username, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(users)
      .where(eq(users.id, ret.customer_id)),
  ]);
  return {
    id: ret.id,
    refunded_at: ret.refunded_at ?? ret.updated_at,
    // A refunded return has its method; "wallet" is the refund's default (contract: returnRefundInput).
    refund_method: ret.refund_method ?? "wallet",
    reason: ret.reason,
    refund_amount: ret.refund_amount,
    cashback_reversed: ret.cashback_reversed,
    order: { id: order.id, created_at: order.created_at },
    store: { name: order.store_name, name_ar: order.store_name_ar },
    branch: { name: order.branch_name, name_ar: order.branch_name_ar },
    customer: customer[0] ?? { username: "", first_name: "", last_name: "", email: null },
    items: lines,
  };
}
