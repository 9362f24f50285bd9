// What the bill says, in logical terms (strings as stored, in reading order), apart from
// where it is drawn: the renderer places it, the tests read it.
import type { OrderOut } from "./serialize";

export interface BillField {
  label: string;
  value: string;
}

export interface BillSection {
  en: string;
  ar: string;
  fields: BillField[];
}

export interface BillItemRow {
  index: string;
  name: string;
  /** The Arabic name, or "" when it is missing or the same as `name`. */
  nameAr: string;
  sku: string;
  quantity: string;
  unitPrice: string;
  subtotal: string;
}

export interface BillLayout {
  /** The PDF's own title (shown by viewers in their title bar). */
  documentTitle: string;
  brand: { en: string; ar: string };
  title: { en: string; ar: string };
  sections: BillSection[];
  itemsHeading: { en: string; ar: string };
  columns: { index: string; product: string; quantity: string; unitPrice: string; subtotal: string };
  items: BillItemRow[];
  total: { en: string; ar: string; value: string };
  footer: string;
}

const NONE = "—";
const amount = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cairo = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Cairo",
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "1234.5" → "1,234.50": the API's decimal strings, grouped for reading. */
export const formatAmount = (value: string) => amount.format(Number(value));

/** Stored UTC times shown in Egypt's time, where the shop and its customers are. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${cairo.format(date)} (Cairo time)`;
}

/** "cash_on_delivery" → "Cash on delivery". */
export function humanize(code: string): string {
  const words = code.replace(/_/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : NONE;
}

const orNone = (value: string | null | undefined) => (value?.trim() ? value.trim() : NONE);

/** A store's or branch's name, and on a line of its own its Arabic name when it has a different one (as items show both). */
function bothNames(label: string, named: { name: string; name_ar: string }): BillField[] {
  const name = named.name.trim();
  const ar = named.name_ar.trim();
  if (!name || !ar || ar === name) return [{ label, value: orNone(name || ar) }];
  return [
    { label, value: name },
    { label: `${label} (Arabic)`, value: ar },
  ];
}

export function billLayout(order: OrderOut, now = new Date()): BillLayout {
  const a = order.address;
  const location = a.latitude !== null && a.longitude !== null ? `${a.latitude.toFixed(4)}, ${a.longitude.toFixed(4)}` : null;
  return {
    documentTitle: `Aswaq order #${order.id} bill`,
    brand: { en: "Aswaq", ar: "أسواق" },
    title: { en: "Order bill", ar: "فاتورة الطلب" },
    sections: [
      {
        en: "Order",
        ar: "الطلب",
        fields: [
          { label: "Order number", value: `#${order.id}` },
          { label: "Order UUID", value: order.uuid },
          ...bothNames("Store", order.store),
          ...bothNames("Branch", order.branch),
          { label: "Placed", value: formatTime(order.created_at) },
          { label: "Last updated", value: formatTime(order.updated_at) },
          { label: "Status", value: humanize(order.status) },
          { label: "Payment status", value: humanize(order.payment_status) },
          { label: "Payment method", value: humanize(order.payment_method) },
        ],
      },
      {
        en: "Customer",
        ar: "العميل",
        fields: [
          { label: "Username", value: orNone(order.customer.username) },
          { label: "Email", value: orNone(order.customer.email) },
        ],
      },
      {
        en: "Shipping address",
        ar: "عنوان الشحن",
        fields: [
          { label: "Building or house", value: orNone(a.building_or_house) },
          { label: "Compound", value: orNone(a.compound) },
          { label: "Street", value: orNone(a.street) },
          { label: "Neighborhood", value: orNone(a.neighborhood) },
          { label: "Center", value: orNone(a.center) },
          { label: "City", value: orNone(a.city) },
          { label: "Mobile", value: orNone(a.mobile) },
          ...(location ? [{ label: "Location", value: location }] : []),
        ],
      },
    ],
    itemsHeading: { en: "Items", ar: "المنتجات" },
    columns: { index: "#", product: "Product", quantity: "Qty", unitPrice: "Unit price (EGP)", subtotal: "Subtotal (EGP)" },
    items: order.items.map((item, i) => {
      const nameAr = (item.product.name_ar ?? "").trim();
      const name = item.product.name.trim() || nameAr || NONE;
      return {
        index: String(i + 1),
        name,
        nameAr: nameAr !== name ? nameAr : "",
        sku: item.product.sku ? `SKU ${item.product.sku}` : "",
        quantity: String(item.quantity),
        unitPrice: formatAmount(item.price),
        subtotal: formatAmount(item.subtotal),
      };
    }),
    total: { en: "Total", ar: "الإجمالي", value: `EGP ${formatAmount(order.total)}` },
    footer: `Aswaq · order #${order.id} · issued ${formatTime(now.toISOString())}`,
  };
}

/** Every string the bill shows, in reading order. */
export function billTexts(layout: BillLayout): string[] {
  const c = layout.columns;
  return [
    layout.brand.en,
    layout.brand.ar,
    layout.title.en,
    layout.title.ar,
    ...layout.sections.flatMap((s) => [s.en, s.ar, ...s.fields.flatMap((f) => [f.label, f.value])]),
    layout.itemsHeading.en,
    layout.itemsHeading.ar,
    c.index,
    c.product,
    c.quantity,
    c.unitPrice,
    c.subtotal,
    ...layout.items.flatMap((r) => [r.index, r.name, r.nameAr, r.sku, r.quantity, r.unitPrice, r.subtotal].filter(Boolean)),
    layout.total.en,
    layout.total.ar,
    layout.total.value,
    layout.footer,
  ];
}
