// The customer's address book (GET/POST /addresses/, PATCH/DELETE /addresses/{id}/; decisions:
// "Delivery"): an area of Egypt by id, then street, building, floor, apartment and a landmark
// as free text, and an Egyptian mobile. Answers also carry the spec's older address fields
// (`city`, `neighborhood`, `building_or_house`, `compound`) filled from these, so clients that
// read an order's address read a saved one alike.
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { addresses } from "../db/schema";
import { placedArea } from "./areas";
import { boolInput, idInput } from "./common";
import { ADDRESS_LIMITS, egyptianMobile } from "./address-lines";
import { say } from "./said";

export { ADDRESS_LIMITS };

/** The most addresses one book keeps. */
export const ADDRESS_BOOK_MAX = 20;

const isBlank = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");
const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? say("required") : say("notAString")) })
    .trim()
    .max(max, { error: say("maxChars", { n: max }) });
/** Required: missing, null and blank all say "This field is required.". */
const requiredText = (max: number) => z.preprocess((v) => (isBlank(v) ? undefined : v), text(max));
/** Optional: null or blank means none (""); left out, it stays as it was (or "" when new). */
const optionalText = (max: number) => z.preprocess((v) => (v === null ? "" : v), text(max).optional());

const shape = createInsertSchema(addresses, {
  area_id: () => idInput,
  label: () => optionalText(ADDRESS_LIMITS.label),
  recipient: () => optionalText(ADDRESS_LIMITS.recipient),
  street: () => requiredText(ADDRESS_LIMITS.street),
  building: () => requiredText(ADDRESS_LIMITS.building),
  floor: () => optionalText(ADDRESS_LIMITS.floor),
  apartment: () => optionalText(ADDRESS_LIMITS.apartment),
  landmark: () => optionalText(ADDRESS_LIMITS.landmark),
  mobile: () => egyptianMobile,
  is_default: () =>
    boolInput
      .optional()
      .describe("Make it the book's default (the one checkout offers first). The first address saved is the default whatever this says."),
}).pick({
  area_id: true,
  label: true,
  recipient: true,
  street: true,
  building: true,
  floor: true,
  apartment: true,
  landmark: true,
  mobile: true,
  is_default: true,
});

/** POST /addresses/: a new address. */
export const savedAddressInput = shape;
export type SavedAddressInput = z.input<typeof savedAddressInput>;
export type SavedAddressData = z.output<typeof savedAddressInput>;

/**
 * PATCH /addresses/{id}/: only the fields sent change. `is_default: true` makes it the default
 * (the old one stops being it); the default cannot be unset, only replaced by another.
 */
export const savedAddressPatch = shape.partial();
export type SavedAddressPatch = z.output<typeof savedAddressPatch>;

/** A saved address as every answer gives it. */
export const savedAddress = createSelectSchema(addresses)
  .pick({
    id: true,
    area_id: true,
    label: true,
    recipient: true,
    street: true,
    building: true,
    floor: true,
    apartment: true,
    landmark: true,
    mobile: true,
    is_default: true,
    created_at: true,
    updated_at: true,
  })
  .extend({
    area: placedArea,
    city: z.string().describe("The area's governorate's English name (the spec's older address field)."),
    neighborhood: z.string().describe("The area's English name (the spec's older address field)."),
    building_or_house: z.string().describe("The same as `building` (the spec's older address field)."),
    compound: z.string().describe('Always "" (the spec\'s older address field; a saved address has none).'),
  });
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET /addresses/: the whole book, the default first, then the newest first. */
export const addressBook = z.object({ results: z.array(savedAddress).max(ADDRESS_BOOK_MAX) });
export type AddressBook = z.infer<typeof addressBook>;
