// The account's address book (/{locale}/profile/addresses/; decisions: "Delivery"): the saved
// addresses, the default first, each to edit, delete or make the default, and a form to add
// one (the checkout's address fields: governorate, area, lines, landmark, mobile). The calls
// and the server's field errors live in lib/stores/saved-addresses.ts; this renders them.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { SavedAddress } from "#contract/addresses";
import { ADDRESS_LIMITS } from "#shared/address-rules";
import type { Locale, Strings } from "../../lib/i18n";
import { type AddressValues, emptyAddress, type FieldMessages, validateAddress } from "../../lib/stores/checkout-form";
import {
  $addressBook,
  addressSummary,
  createAddress,
  deleteAddress,
  loadAddressBook,
  makeDefault,
  updateAddress,
  valuesOf,
} from "../../lib/stores/saved-addresses";
import { showToast } from "../../lib/stores/toasts";
import { say } from "../../lib/strings";
import { fill } from "../../lib/template";
import { useSignedIn } from "../auth/use-signed-in";
import AddressField from "../cart/AddressField";
import AddressFields from "../cart/AddressFields";
import Dialog from "../ui/Dialog";

type BookStrings = Strings<"addressBook" | "checkout">;
type Editing = { id: number | null; values: AddressValues; label: string; makeDefault: boolean };

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-60";

export default function AddressBook({ locale, t }: { locale: Locale; t: BookStrings }) {
  const user = useSignedIn(locale);
  const book = useStore($addressBook);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void loadAddressBook(undefined, true);
  }, [userId]);

  if (!user || book.status === "idle" || (book.status === "loading" && book.results.length === 0)) {
    return (
      <p role="status" className="text-gray-600">
        {t["addressBook.loading"]}
      </p>
    );
  }
  if (book.status === "error" && book.results.length === 0) {
    return (
      <div role="alert" className="rounded-lg border border-gray-200 bg-white p-6">
        <p>{t["addressBook.loadError"]}</p>
        <button type="button" onClick={() => void loadAddressBook(undefined, true)} className={`${BUTTON} mt-3 bg-primary text-white`}>
          {t["addressBook.retry"]}
        </button>
      </div>
    );
  }

  const onDefault = async (a: SavedAddress) => {
    setBusy(true);
    const outcome = await makeDefault(a.id);
    setBusy(false);
    showToast(outcome.ok ? t["addressBook.defaultSet"] : t["addressBook.error"], outcome.ok ? "success" : "error");
  };
  const onDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const outcome = await deleteAddress(deleting.id);
    setBusy(false);
    setDeleting(null);
    showToast(outcome.ok ? t["addressBook.deleted"] : t["addressBook.error"], outcome.ok ? "success" : "error");
  };

  return (
    <div className="space-y-6" data-testid="address-book">
      {editing ? (
        <AddressForm editing={editing} locale={locale} t={t} onDone={() => setEditing(null)} />
      ) : (
        <button
          type="button"
          onClick={() => setEditing({ id: null, values: emptyAddress(), label: "", makeDefault: book.results.length === 0 })}
          className={`${BUTTON} bg-primary text-white hover:opacity-90`}
          data-testid="add-address"
        >
          {t["addressBook.add"]}
        </button>
      )}
      {book.results.length === 0 ? (
        !editing && <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t["addressBook.empty"]}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="address-list">
          {book.results.map((a) => {
            const summary = addressSummary(a, locale);
            return (
              <li key={a.id} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="address-card" data-address-id={a.id}>
                <div className="flex flex-wrap items-center gap-2">
                  {a.label && <p className="font-semibold text-gray-900">{a.label}</p>}
                  {a.is_default && (
                    <span className="rounded bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary" data-testid="address-default">
                      {t["addressBook.default"]}
                    </span>
                  )}
                </div>
                <p className="mt-1 text-gray-800">{summary}</p>
                {a.landmark && <p className="text-sm text-gray-600">{a.landmark}</p>}
                <p className="text-sm text-gray-600">
                  {a.recipient && `${a.recipient} · `}
                  <bdi dir="ltr">{a.mobile}</bdi>
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing({ id: a.id, values: valuesOf(a), label: a.label, makeDefault: a.is_default })}
                    aria-label={fill(t["addressBook.editAddress"], { address: summary })}
                    className={`${BUTTON} border border-gray-300 hover:bg-gray-50`}
                    data-testid="edit-address"
                  >
                    {t["addressBook.edit"]}
                  </button>
                  {!a.is_default && (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void onDefault(a)}
                      aria-label={fill(t["addressBook.makeDefaultAddress"], { address: summary })}
                      className={`${BUTTON} border border-gray-300 hover:bg-gray-50`}
                      data-testid="default-address"
                    >
                      {t["addressBook.makeDefault"]}
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setDeleting(a)}
                    aria-label={fill(t["addressBook.deleteAddress"], { address: summary })}
                    className={`${BUTTON} border border-rose-300 text-rose-800 hover:bg-rose-50`}
                    data-testid="delete-address"
                  >
                    {t["addressBook.delete"]}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t["addressBook.confirmTitle"]}
        closeLabel={t["addressBook.cancel"]}
        size="sm"
      >
        <p className="text-gray-800">{deleting && fill(t["addressBook.confirm"], { address: addressSummary(deleting, locale) })}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setDeleting(null)} className={`${BUTTON} border border-gray-300`}>
            {t["addressBook.keep"]}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void onDelete()}
            className={`${BUTTON} bg-rose-700 text-white`}
            data-testid="confirm-delete"
          >
            {t["addressBook.delete"]}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

function AddressForm({ editing, locale, t, onDone }: { editing: Editing; locale: Locale; t: BookStrings; onDone: () => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(editing.values);
  const [label, setLabel] = useState(editing.label);
  const [asDefault, setAsDefault] = useState(editing.makeDefault);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const clear = (field: keyof FieldMessages) =>
    setErrors((e) => {
      const rest = { ...e };
      delete rest[field];
      return rest;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const own = validateAddress(values);
    if (Object.keys(own).length) {
      setErrors(own);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    const extra = { label: label.trim(), ...(asDefault && !editing.makeDefault ? { is_default: true } : {}) };
    const outcome = editing.id === null ? await createAddress(values, extra) : await updateAddress(editing.id, values, extra);
    setSaving(false);
    if (outcome.ok) {
      showToast(t["addressBook.saved"], "success");
      onDone();
      return;
    }
    setErrors(outcome.errors);
    setMessage(outcome.message);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="address-form"
    >
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
        {editing.id === null ? t["addressBook.addHeading"] : t["addressBook.editHeading"]}
      </h2>
      <AddressField
        id={`${id}-label`}
        label={t["addressBook.label"]}
        value={label}
        hint={t["addressBook.labelHint"]}
        optionalLabel={t["checkout.optional"]}
        maxLength={ADDRESS_LIMITS.label}
        onChange={setLabel}
        input={{ name: "label", autoComplete: "off" }}
      />
      <AddressFields
        idPrefix={id}
        values={values}
        errors={errors}
        delivered
        locale={locale}
        t={t}
        onArea={(area_id) => {
          setValues((v) => ({ ...v, area_id }));
          clear("area_id");
        }}
        onField={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }));
          clear(field);
        }}
      />
      {!editing.makeDefault && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input type="checkbox" checked={asDefault} onChange={(e) => setAsDefault(e.target.checked)} className="size-5 accent-primary" />
          {t["addressBook.useAsDefault"]}
        </label>
      )}
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {message ? say(t, message) : ""}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={saving} className={`${BUTTON} bg-primary text-white hover:opacity-90`} data-testid="save-address">
          {saving ? t["addressBook.saving"] : t["addressBook.save"]}
        </button>
        <button type="button" onClick={onDone} className={`${BUTTON} border border-gray-300 hover:bg-gray-50`}>
          {t["addressBook.cancel"]}
        </button>
      </div>
    </form>
  );
}
