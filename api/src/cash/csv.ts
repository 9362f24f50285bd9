// The cash sheet as a CSV file a spreadsheet opens as it is (#shared/csv: UTF-8 with a BOM so
// Excel reads Arabic names, CRLF, formula-safe): sections one under the other, headed in the
// caller's language (Accept-Language), times in ISO 8601 UTC as stored, amounts as decimals
// ("120.00"), names as written.
import { toCsv } from "#shared/csv";
import type { CashSheet } from "#contract/cash";
import { BRANCH_COUNTER, BRANCH_COURIER } from "./collect";

type Language = "en" | "ar";

const WORDS = {
  en: {
    title: "Cash sheet",
    branch: "Branch",
    date: "Date",
    from: "From (UTC)",
    to: "To (UTC)",
    expected: "Expected",
    collected: "Collected",
    handed: "Handed over",
    outstanding: "Outstanding",
    overdue: "Over a day",
    courier: "Courier",
    order: "Order",
    status: "Status",
    at: "At",
    total: "Total",
    collectedBy: "Collected by",
    handover: "Handover",
    amount: "Amount",
    recordedBy: "Recorded by",
    orders: "Orders",
    note: "Note",
    mismatch: "Mismatch",
    delivered: "Delivered orders",
    returns: "Refused and returned orders",
    handovers: "Handovers",
    mismatches: "Mismatches",
    [BRANCH_COURIER]: "Branch courier",
    [BRANCH_COUNTER]: "Branch counter",
    handover_amount: "Handover differs from its orders",
    missing_collection: "Delivered without a collection",
    overdue_kind: "Not handed over for over a day",
  },
  ar: {
    title: "كشف النقدية",
    branch: "الفرع",
    date: "التاريخ",
    from: "من (UTC)",
    to: "إلى (UTC)",
    expected: "المتوقع",
    collected: "المحصَّل",
    handed: "المسلَّم للفرع",
    outstanding: "المتبقي على المندوب",
    overdue: "متأخر أكثر من يوم",
    courier: "المندوب",
    order: "الطلب",
    status: "الحالة",
    at: "الوقت",
    total: "الإجمالي",
    collectedBy: "حصّله",
    handover: "التسليم",
    amount: "المبلغ",
    recordedBy: "سجّله",
    orders: "الطلبات",
    note: "ملاحظة",
    mismatch: "فرق",
    delivered: "الطلبات المسلَّمة",
    returns: "الطلبات المرفوضة والمرتجعة",
    handovers: "التسليمات",
    mismatches: "الفروق",
    [BRANCH_COURIER]: "مندوب الفرع",
    [BRANCH_COUNTER]: "خزينة الفرع",
    handover_amount: "التسليم لا يساوي طلباته",
    missing_collection: "مُسلَّم دون تسجيل تحصيل",
    overdue_kind: "لم يُسلَّم للفرع منذ أكثر من يوم",
  },
} as const;

/** A collector as people read it: the neutral tokens in the language, names as written. */
export function collectorName(name: string | null, language: Language): string {
  if (name === BRANCH_COURIER || name === BRANCH_COUNTER) return WORDS[language][name];
  return name ?? "";
}

export function cashSheetCsv(sheet: CashSheet, language: Language): string {
  const w = WORDS[language];
  const who = (name: string | null) => collectorName(name, language);
  const branchName = language === "ar" && sheet.branch.name_ar ? sheet.branch.name_ar : sheet.branch.name;
  const orderRows = (list: CashSheet["delivered"]) => list.map((o) => [o.id, o.status, o.at, o.total, who(o.collected_by)]);
  return toCsv([
    [w.title],
    [w.branch, branchName],
    [w.date, sheet.date],
    [w.from, sheet.from],
    [w.to, sheet.to],
    [w.expected, sheet.expected],
    [w.collected, sheet.collected],
    [w.handed, sheet.handed_over],
    [w.outstanding, sheet.outstanding],
    [],
    [w.courier, w.collected, w.handed, w.outstanding, w.overdue],
    ...sheet.couriers.map((c) => [who(c.courier), c.collected, c.handed_over, c.outstanding, c.overdue]),
    [],
    [w.delivered],
    [w.order, w.status, w.at, w.total, w.collectedBy],
    ...orderRows(sheet.delivered),
    [],
    [w.returns],
    [w.order, w.status, w.at, w.total, w.collectedBy],
    ...orderRows(sheet.returns),
    [],
    [w.handovers],
    [w.handover, w.courier, w.amount, w.at, w.recordedBy, w.orders, w.note],
    ...sheet.handovers.map((h) => [h.id, who(h.courier), h.amount, h.handed_at, h.recorded_by?.username ?? "", h.order_ids.join(" "), h.note]),
    [],
    [w.mismatches],
    [w.mismatch, w.courier, w.order, w.handover, w.amount],
    ...sheet.mismatches.map((m) => [
      m.kind === "overdue" ? w.overdue_kind : w[m.kind],
      who(m.courier),
      m.order_id ?? "",
      m.handover_id ?? "",
      m.amount ?? "",
    ]),
  ]);
}
