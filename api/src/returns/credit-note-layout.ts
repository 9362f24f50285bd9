// What a refunded return's credit note says (issue 30), as the bill's layout (orders/bill-layout.ts)
// so the bill's renderer draws it: the marketplace's header and each title in English and
// Arabic, as on the bill; the rest (labels, names, dates, money) in the document's language,
// an Arabic one laid out right to left (bill-render.ts, `language: "ar"`).
import type { Language } from "#shared/accept-language";
import { fromPiasters } from "#shared/money";
import type { RefundMethod, ReturnReason } from "#shared/return-rules";
import { type BillField, type BillLayout, formatAmount, formatTime } from "../orders/bill-layout";

/** What the credit note is made from: the return, its order's copies of names and prices. Money in piasters. */
export interface CreditNoteData {
  id: number;
  refunded_at: string;
  refund_method: RefundMethod;
  reason: ReturnReason;
  refund_amount: number;
  cashback_reversed: number;
  order: { id: number; created_at: string };
  store: { name: string; name_ar: string };
  branch: { name: string; name_ar: string };
  customer: { username: string; first_name: string; last_name: string; email: string | null };
  items: { name: string; name_ar: string; sku: string; quantity: number; price: number }[];
}

/** The credit note's number: the return's id, as CN-{id}. */
export const creditNoteNumber = (returnId: number) => `CN-${returnId}`;

const NONE = "—";

const cairoAr = new Intl.DateTimeFormat("ar-EG-u-nu-latn", {
  timeZone: "Africa/Cairo",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A stored UTC time on Cairo's clock, in the document's language (Latin digits in both, as prices have). */
function when(iso: string, language: Language): string {
  if (language === "en") return formatTime(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${cairoAr.format(date)} (بتوقيت القاهرة)`;
}

/** Piasters as the document writes money: "EGP 1,234.50" (as the bill) or "1,234.50 جنيه" (as the site's Arabic pages). */
function money(piasters: number, language: Language): string {
  const value = formatAmount(fromPiasters(piasters));
  return language === "ar" ? `${value} جنيه` : `EGP ${value}`;
}

/** The name in the document's language, else the other one. */
function named(en: string, ar: string, language: Language): string {
  const [first, other] = language === "ar" ? [ar, en] : [en, ar];
  return first.trim() || other.trim() || NONE;
}

const WORDS = {
  en: {
    title: (id: number) => `Aswaq credit note ${creditNoteNumber(id)}`,
    number: "Credit note number",
    refundedAt: "Refunded",
    method: "Refund method",
    reason: "Reason for the return",
    reversed: "Cashback reversed",
    orderNumber: "Order number",
    placed: "Order placed",
    store: "Store",
    branch: "Branch",
    name: "Name",
    email: "Email",
    columns: { index: "#", product: "Product", quantity: "Qty", unitPrice: "Unit price (EGP)", subtotal: "Line total (EGP)" },
    sku: (sku: string) => `SKU ${sku}`,
    footer: (id: number, order: number, issued: string) => `Aswaq · credit note ${creditNoteNumber(id)} · order #${order} · issued ${issued}`,
  },
  ar: {
    title: (id: number) => `إشعار دائن ${creditNoteNumber(id)} من أسواق`,
    number: "رقم الإشعار",
    refundedAt: "تاريخ رد المبلغ",
    method: "طريقة رد المبلغ",
    reason: "سبب الإرجاع",
    reversed: "الاسترداد النقدي المخصوم",
    orderNumber: "رقم الطلب",
    placed: "تاريخ الطلب",
    store: "المتجر",
    branch: "الفرع",
    name: "الاسم",
    email: "البريد الإلكتروني",
    columns: { index: "#", product: "المنتج", quantity: "الكمية", unitPrice: "سعر الوحدة (جنيه)", subtotal: "الإجمالي (جنيه)" },
    sku: (sku: string) => `رمز المنتج ${sku}`,
    footer: (id: number, order: number, issued: string) => `أسواق · إشعار دائن ${creditNoteNumber(id)} · الطلب #${order} · صدر في ${issued}`,
  },
} as const;

const METHODS: Record<RefundMethod, Record<Language, string>> = {
  wallet: { en: "To the Aswaq wallet", ar: "إلى محفظة أسواق" },
  cash: { en: "Cash at the branch", ar: "نقدًا في الفرع" },
};

const REASONS: Record<ReturnReason, Record<Language, string>> = {
  changed_mind: { en: "Changed mind", ar: "تغيير الرأي" },
  defective: { en: "Defective", ar: "منتج معيب" },
  damaged: { en: "Arrived damaged", ar: "وصل تالفًا" },
  wrong_item: { en: "Wrong item", ar: "منتج مختلف عن المطلوب" },
  not_as_described: { en: "Not as described", ar: "غير مطابق للوصف" },
};

export function creditNoteLayout(note: CreditNoteData, language: Language, now = new Date()): BillLayout {
  const w = WORDS[language];
  const fullName = `${note.customer.first_name} ${note.customer.last_name}`.trim();
  const customer: BillField[] = [
    { label: w.name, value: fullName || note.customer.username || NONE },
    ...(note.customer.email?.trim() ? [{ label: w.email, value: note.customer.email.trim() }] : []),
  ];
  return {
    documentTitle: w.title(note.id),
    brand: { en: "Aswaq", ar: "أسواق" },
    title: { en: "Credit note", ar: "إشعار دائن" },
    sections: [
      {
        en: "Refund",
        ar: "رد المبلغ",
        fields: [
          { label: w.number, value: creditNoteNumber(note.id) },
          { label: w.refundedAt, value: when(note.refunded_at, language) },
          { label: w.method, value: METHODS[note.refund_method][language] },
          { label: w.reason, value: REASONS[note.reason][language] },
          { label: w.reversed, value: money(note.cashback_reversed, language) },
        ],
      },
      {
        en: "Order",
        ar: "الطلب",
        fields: [
          { label: w.orderNumber, value: `#${note.order.id}` },
          { label: w.placed, value: when(note.order.created_at, language) },
          { label: w.store, value: named(note.store.name, note.store.name_ar, language) },
          { label: w.branch, value: named(note.branch.name, note.branch.name_ar, language) },
        ],
      },
      { en: "Customer", ar: "العميل", fields: customer },
    ],
    itemsHeading: { en: "Returned items", ar: "المنتجات المرتجعة" },
    columns: w.columns,
    items: note.items.map((item, i) => ({
      index: String(i + 1),
      name: named(item.name, item.name_ar, language),
      nameAr: "",
      sku: item.sku.trim() ? w.sku(item.sku.trim()) : "",
      quantity: String(item.quantity),
      unitPrice: formatAmount(fromPiasters(item.price)),
      subtotal: formatAmount(fromPiasters(item.price * item.quantity)),
    })),
    totals: [{ en: "Refund amount", ar: "المبلغ المردود", value: money(note.refund_amount, language) }],
    footer: w.footer(note.id, note.order.id, when(now.toISOString(), language)),
  };
}
