// The OpenAPI entries of /api/addresses/ (routes.ts): the signed-in user's address book.
import { ADDRESS_BOOK_MAX, addressBook, savedAddress, savedAddressInput, savedAddressPatch } from "#contract/addresses";
import { type Operation, resource } from "../openapi/define";

const book = resource({ tag: "Addresses", path: "/api/addresses/", one: "address", many: "addresses" });
const own = "Any signed-in user, on their own book: another user's address answers 404, as a missing one does.";

export const addressOperations: readonly Operation[] = [
  book.list("listAddresses", {
    summary: "The caller's saved addresses, the default first, then the newest",
    access: "user",
    schema: addressBook,
    said: `The whole book (at most ${ADDRESS_BOOK_MAX} addresses).`,
  }),
  book.create("createAddress", {
    summary: "Save an address (the first one saved is the default)",
    description:
      "An area by id (GET /api/areas/), street, building, floor, apartment, a landmark and an Egyptian mobile. At most 20 a book: beyond, a 400.",
    access: "user",
    body: savedAddressInput,
    schema: savedAddress,
  }),
  book.update("updateAddress", "patch", {
    summary: "Change a saved address, or make it the default",
    description: `${own} Only the fields sent change; is_default: true makes it the default and the old default stops being it.`,
    access: "user",
    body: savedAddressPatch,
    schema: savedAddress,
  }),
  book.remove("deleteAddress", {
    summary: "Delete a saved address (deleting the default makes the most recently added one left the default)",
    description: own,
    access: "user",
  }),
];
