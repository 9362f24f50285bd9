// The signed-in user's address book (GET/POST /addresses/, PATCH/DELETE /addresses/{id}/).
// Every role keeps one; each sees and changes only their own: another user's address answers
// 404 as a missing one does, so ids say nothing. Areas and their names come from the tree each
// isolate reads once, so an answer costs no read beyond the addresses themselves.
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { ADDRESS_BOOK_MAX, savedAddressInput, savedAddressPatch } from "#contract/addresses";
import type { FieldErrors } from "#contract/common";
import { idInput } from "#contract/common";
import { say } from "#contract/said";
import { areasById } from "../areas/queries";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { badRequest, notFound } from "../lib/errors";
import { jsonObject, parseFields, pathId } from "../lib/validate";
import { addAddress, bookQuery, deleteAddress, ownAddress, serialize, updateAddress } from "./queries";

export const addressRoutes = new Hono<AppEnv>();

/** The body checked against `schema`, with an area that does not exist reported under `area_id` beside the other fields' errors. */
async function readBody<T extends typeof savedAddressInput | typeof savedAddressPatch>(c: Context<AppEnv>, schema: T) {
  const body = await jsonObject(c);
  const known = await areasById(c.var.db);
  const { data, errors } = parseFields(schema, body);
  const area = idInput.safeParse(body.area_id);
  const out: FieldErrors = { ...errors };
  if (area.success && !known.has(area.data)) out.area_id = [say("unknownPk", { id: area.data })];
  if (data === undefined || Object.keys(out).length > 0) throw badRequest(out);
  return { data: data as z.output<T>, known };
}

addressRoutes.get("/addresses", async (c) => {
  const user = requireUser(c);
  const [known, book] = await Promise.all([areasById(c.var.db), bookQuery(c.var.db, user.id)]);
  return c.json({ results: book.map((row) => serialize(row, known)) });
});

addressRoutes.post("/addresses", async (c) => {
  const user = requireUser(c);
  const { data, known } = await readBody(c, savedAddressInput);
  const { area_id, is_default, label = "", recipient = "", floor = "", apartment = "", landmark = "", ...required } = data;
  const lines = { ...required, label, recipient, floor, apartment, landmark };
  const row = await addAddress(c.var.db, user.id, area_id, lines, is_default === true);
  if (!row) throw badRequest(say("addressBookFull", { max: ADDRESS_BOOK_MAX }));
  return c.json(serialize(row, known), 201);
});

addressRoutes.patch("/addresses/:id", async (c) => {
  const user = requireUser(c);
  const id = pathId(c);
  const db = c.var.db;
  const { data, known } = await readBody(c, savedAddressPatch);
  const current = await ownAddress(db, user.id, id);
  if (!current) throw notFound();
  const { is_default, ...changes } = data;
  if (is_default === false && current.is_default) throw badRequest({ is_default: [say("addressStaysDefault")] });
  const row = await updateAddress(db, user.id, id, changes, is_default === true && !current.is_default);
  if (!row) throw notFound();
  return c.json(serialize(row, known));
});

addressRoutes.delete("/addresses/:id", async (c) => {
  const user = requireUser(c);
  if (!(await deleteAddress(c.var.db, user.id, pathId(c)))) throw notFound();
  return c.body(null, 204);
});
