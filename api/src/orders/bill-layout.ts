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
  /** Subtotal (the goods), delivery (its fee, "Free" or pickup), the COD fee when there is one, and the total, each labelled in both languages. */
  totals: { en: string; ar: string; value: string }[];
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

/** The statuses whose code alone says too little on paper (a courier reads the bill). */
const STATUS_ON_BILL: Partial<Record<OrderOut["status"], string>> = {
  refused: "Refused at delivery",
  returned: "Returned to the branch",
};
const statusOnBill = (order: OrderOut) => STATUS_ON_BILL[order.status] ?? humanize(order.status);

/** How many delivery attempts failed, when any did (the order may still be on its way). */
const attemptFields = (order: OrderOut) =>
  order.delivery_attempts.length > 0 ? [{ label: "Failed delivery attempts", value: String(order.delivery_attempts.length) }] : [];

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

/** How the order reaches its customer, for the order section. */
function deliveryFields(order: OrderOut): BillField[] {
  if (order.delivery_method === "pickup") return [{ label: "Delivery", value: "Pickup at the branch" }];
  return [
    { label: "Delivery", value: "Delivery" },
    ...(order.delivery_estimate ? [{ label: "Estimated delivery", value: ESTIMATES[order.delivery_estimate] }] : []),
  ];
}
const ESTIMATES: Record<NonNullable<OrderOut["delivery_estimate"]>, string> = {
  same_day: "Same day",
  "1_2_days": "1-2 days",
  "3_5_days": "3-5 days",
};

/** The delivery line of the totals: its fee, "Free" when a delivered order pays none, or pickup. */
function deliveryTotal(order: OrderOut) {
  const value = `EGP ${formatAmount(order.delivery_fee)}`;
  if (order.delivery_method === "pickup") return { en: "Pickup at the branch", ar: "الاستلام من الفرع", value };
  if (Number(order.delivery_fee) === 0) return { en: "Delivery: Free", ar: "التوصيل: مجاني", value };
  return { en: "Delivery", ar: "التوصيل", value };
}

/** The address: an order with an area names it and its governorate, then the lines; older orders their free text. */
function addressFields(order: OrderOut): BillField[] {
  const a = order.address;
  if (order.area) {
    return [
      ...bothNames("Area", order.area),
      ...bothNames("Governorate", order.area.governorate),
      { label: "Street", value: orNone(a.street) },
      { label: "Building", value: orNone(a.building) },
      ...(a.floor.trim() ? [{ label: "Floor", value: a.floor.trim() }] : []),
      ...(a.apartment.trim() ? [{ label: "Apartment", value: a.apartment.trim() }] : []),
      { label: "Landmark", value: orNone(a.landmark) },
      ...(a.recipient.trim() ? [{ label: "Recipient", value: a.recipient.trim() }] : []),
      { label: "Mobile", value: orNone(a.mobile) },
    ];
  }
  const location = a.latitude !== null && a.longitude !== null ? `${a.latitude.toFixed(4)}, ${a.longitude.toFixed(4)}` : null;
  return [
    { label: "Building or house", value: orNone(a.building_or_house) },
    { label: "Compound", value: orNone(a.compound) },
    { label: "Street", value: orNone(a.street) },
    { label: "Neighborhood", value: orNone(a.neighborhood) },
    { label: "Center", value: orNone(a.center) },
    { label: "City", value: orNone(a.city) },
    { label: "Mobile", value: orNone(a.mobile) },
    ...(location ? [{ label: "Location", value: location }] : []),
  ];
}

/** Where a pickup order waits, and until when. */
function pickupSection(order: OrderOut): BillSection[] {
  const p = order.pickup;
  if (!p) return [];
  return [
    {
      en: "Pickup at the branch",
      ar: "الاستلام من الفرع",
      fields: [
        { label: "Address", value: orNone(p.address) },
        { label: "Hours", value: orNone(p.hours) },
        { label: "Last day to collect", value: p.last_day ?? `${p.hold_days} days after it is ready` },
        { label: "Customer's mobile", value: orNone(order.address.mobile) },
      ],
    },
  ];
}

export function billLayout(order: OrderOut, now = new Date()): BillLayout {
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
          { label: "Status", value: statusOnBill(order) },
          ...attemptFields(order),
          { label: "Payment status", value: humanize(order.payment_status) },
          { label: "Payment method", value: humanize(order.payment_method) },
          ...deliveryFields(order),
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
      ...(order.delivery_method === "pickup" ? pickupSection(order) : [{ en: "Shipping address", ar: "عنوان الشحن", fields: addressFields(order) }]),
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
    totals: [
      { en: "Subtotal", ar: "المجموع الفرعي", value: `EGP ${formatAmount(order.subtotal)}` },
      deliveryTotal(order),
      // The store's cash on delivery fee, its own line when it charges one (decisions: "Cash on delivery").
      ...(Number(order.cod_fee) > 0
        ? [{ en: "Cash on delivery fee", ar: "رسوم الدفع عند الاستلام", value: `EGP ${formatAmount(order.cod_fee)}` }]
        : []),
      { en: "Total", ar: "الإجمالي", value: `EGP ${formatAmount(order.total)}` },
      // Part paid from the customer's wallet at checkout: that line, then the cash still due (ADR 0034).
      ...(Number(order.wallet_amount) > 0
        ? [
            { en: "Paid from wallet", ar: "مدفوع من المحفظة", value: `EGP -${formatAmount(order.wallet_amount)}` },
            { en: "Cash due", ar: "المستحق نقدًا", value: `EGP ${formatAmount(order.cash_due)}` },
          ]
        : []),
    ],
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
    ...layout.totals.flatMap((t) => [t.en, t.ar, t.value]),
    layout.footer,
  ];
}
