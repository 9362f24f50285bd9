// Values inside messages that read differently in each language (see said.ts).

/** Names the API puts into messages: a field, an order status, what was tried too often, a JSON type. */
const WORDS_AR: Record<string, string> = {
  product_id: "رقم المنتج",
  branch_id: "رقم الفرع",
  quantity: "الكمية",
  price: "السعر",
  pending: "قيد الانتظار",
  confirmed: "مؤكَّد",
  processing: "قيد التجهيز",
  shipped: "تم الشحن",
  delivered: "تم التوصيل",
  ready_for_pickup: "جاهز للاستلام",
  refused: "رُفض عند الاستلام",
  returned: "مُرتجع إلى الفرع",
  cancelled: "ملغى",
  // A return's states (api/src/returns)
  requested: "بانتظار الرد",
  approved: "مقبول",
  rejected: "مرفوض",
  received: "مُستلَم في الفرع",
  refunded: "تم رد المبلغ",
  "login attempts": "محاولات تسجيل الدخول",
  "password attempts": "محاولات إدخال كلمة المرور",
  "password reset requests": "طلبات استعادة كلمة المرور",
  "password reset attempts": "محاولات استعادة كلمة المرور",
  "code requests": "طلبات الرموز",
  list: "قائمة",
  string: "نص",
  number: "رقم",
  boolean: "قيمة منطقية",
  object: "كائن",
  array: "قائمة",
  undefined: "لا شيء",
  null: "لا شيء",
};

export const arabicWord = (word: string) => WORDS_AR[word] ?? word;

export const englishMinutes = (n: string) => `${n} minute${n === "1" ? "" : "s"}`;

/** "دقيقة واحدة", "دقيقتين", "5 دقائق", "15 دقيقة": Arabic counts take dual and plural forms. */
export function arabicMinutes(raw: string): string {
  const n = Number(raw);
  if (n === 1) return "دقيقة واحدة";
  if (n === 2) return "دقيقتين";
  if (n >= 3 && n <= 10) return `${n} دقائق`;
  return `${n} دقيقة`;
}

/**
 * A name given in both languages (a branch's, an area's) as one message value: the English
 * text shows the English name, the Arabic the Arabic one (the English when it has none).
 */
export const bothNames = (en: string, ar: string) => JSON.stringify([en, ar || en]);
const nameIn = (index: 0 | 1) => (value: string) => {
  try {
    const names = JSON.parse(value) as unknown;
    return Array.isArray(names) && typeof names[index] === "string" ? names[index] : value;
  } catch {
    return value;
  }
};
export const englishName = nameIn(0);
export const arabicName = nameIn(1);
