// What an address's free-text lines may hold: the address book's, the checkout's and the
// browser's address form's one set of limits. Plain constants, so the browser gets them
// without zod (api/contract/address-lines.ts re-exports them for the contract).

/** The longest each free-text line may be. */
export const ADDRESS_LIMITS = {
  label: 50,
  recipient: 100,
  street: 200,
  building: 200,
  floor: 50,
  apartment: 50,
  landmark: 200,
} as const;
