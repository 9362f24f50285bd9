// An address's fields (decisions: "Delivery"): the governorate and area pickers, then street,
// building, floor, apartment, a landmark (Egyptian addresses are found by them), the recipient
// and an Egyptian mobile. Checkout's dialog and the account's address book both render it;
// the values and errors are theirs (lib/stores/checkout-form.ts has the fields and rules).
import type { InputHTMLAttributes } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { ADDRESS_LINES, type AddressLine, type AddressValues, type FieldMessages, MAX_LENGTH, REQUIRED } from "../../lib/stores/checkout-form";
import { say } from "../../lib/strings";
import AddressField from "./AddressField";
import AreaPicker from "./AreaPicker";

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode" | "type" | "dir">;
const INPUTS: Record<AddressLine, InputProps> = {
  street: { autoComplete: "address-line1" },
  building: { autoComplete: "address-line2" },
  floor: { autoComplete: "off" },
  apartment: { autoComplete: "address-line3" },
  landmark: { autoComplete: "off" },
  recipient: { autoComplete: "name" },
  // Digits read left to right in Arabic too.
  mobile: { autoComplete: "tel", inputMode: "tel", type: "tel", dir: "ltr" },
};
const HINTS: Partial<Record<AddressLine, "checkout.landmarkHint" | "checkout.recipientHint" | "checkout.mobileHint">> = {
  landmark: "checkout.landmarkHint",
  recipient: "checkout.recipientHint",
  mobile: "checkout.mobileHint",
};
/** The lines that take the whole row on wider screens. */
const WIDE: readonly AddressLine[] = ["street", "landmark"];

export type AddressStrings = Strings<"checkout">;

interface Props {
  idPrefix: string;
  values: AddressValues;
  errors: FieldMessages;
  /** Some part is delivered: street and building are required (a pickup-only checkout needs neither). */
  delivered: boolean;
  locale: Locale;
  t: AddressStrings;
  onArea: (areaId: number | null) => void;
  onField: (field: AddressLine, value: string) => void;
}

export default function AddressFields({ idPrefix, values, errors, delivered, locale, t, onArea, onField }: Props) {
  const required = (field: AddressLine) => field in REQUIRED && (delivered || (field !== "street" && field !== "building"));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AreaPicker
        areaId={values.area_id}
        onChange={onArea}
        locale={locale}
        error={errors.area_id ? say(t, errors.area_id) : undefined}
        t={{
          governorate: t["checkout.governorate"],
          chooseGovernorate: t["checkout.chooseGovernorate"],
          area: t["checkout.area"],
          areaPlaceholder: t["checkout.areaPlaceholder"],
          areaHint: t["checkout.areaHint"],
          areaNone: t["checkout.areaNone"],
          areasLoading: t["checkout.areasLoading"],
          areasError: t["checkout.areasError"],
          retry: t["checkout.retry"],
        }}
      />
      {ADDRESS_LINES.map((field) => {
        const hint = HINTS[field];
        return (
          <div key={field} className={WIDE.includes(field) ? "sm:col-span-2" : undefined}>
            <AddressField
              id={`${idPrefix}-${field}`}
              label={t[`checkout.${field}`]}
              value={values[field]}
              error={errors[field] ? say(t, errors[field]) : undefined}
              hint={hint ? t[hint] : undefined}
              optionalLabel={t["checkout.optional"]}
              required={required(field)}
              maxLength={MAX_LENGTH[field]}
              onChange={(value) => onField(field, value)}
              input={{ ...INPUTS[field], name: field }}
            />
          </div>
        );
      })}
    </div>
  );
}
