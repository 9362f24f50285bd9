// Every notification's words, in English and Arabic (docs/decisions/0025): a title (the e-mail's
// subject), a plain-text body, the site path it links to, and the e-mail's HTML (right to left
// in Arabic). Names of stores, branches and products come in the recipient's language (the other
// one when that is empty); counts through Intl.PluralRules.
import type { DeliveryFailureReason, Language, NotificationKind, OrderStatus } from "../../db/schema";
import type { Payloads } from "#contract/notifications";

export interface Rendered {
  title: string;
  body: string;
  /** A path of the site in the recipient's language ("/ar/orders/12/"), or null. */
  link: string | null;
}

type Names = { name: string; name_ar: string };
/**
 * A value set apart from the Arabic sentence around it (Unicode's first-strong isolate, U+2068 …
 * U+2069): an e-mail address or an English name inside Arabic text otherwise has its parts
 * reordered by the sentence's direction ("-" and "." taken as the Arabic text's punctuation).
 */
const isolate = (value: string) => `\u2068${value}\u2069`;
const nameIn = (lang: Language, n: Names) => (lang === "ar" ? isolate(n.name_ar || n.name) : n.name || n.name_ar);

/** "1 piece", "2 pieces"; "قطعة واحدة", "قطعتان", "3 قطع", "11 قطعة". */
function pieces(lang: Language, n: number) {
  const rule = new Intl.PluralRules(lang).select(n);
  if (lang === "en") return rule === "one" ? "1 piece" : `${n} pieces`;
  const forms: Record<string, string> = { zero: "لا قطع", one: "قطعة واحدة", two: "قطعتان", few: `${n} قطع`, many: `${n} قطعة`, other: `${n} قطعة` };
  return forms[rule];
}

/** "1 order", "2 orders"; "طلب واحد", "طلبان", "3 طلبات", "11 طلبًا". */
function orders(lang: Language, n: number) {
  const rule = new Intl.PluralRules(lang).select(n);
  if (lang === "en") return rule === "one" ? "1 order" : `${n} orders`;
  const forms: Record<string, string> = { zero: "لا طلبات", one: "طلب واحد", two: "طلبان", few: `${n} طلبات`, many: `${n} طلبًا`, other: `${n} طلب` };
  return forms[rule];
}

/** "15 minutes" / "15 دقيقة", "دقيقتين", "3 دقائق". */
function minutes(lang: Language, n: number) {
  const rule = new Intl.PluralRules(lang).select(n);
  if (lang === "en") return rule === "one" ? "1 minute" : `${n} minutes`;
  const forms: Record<string, string> = {
    zero: "أقل من دقيقة",
    one: "دقيقة واحدة",
    two: "دقيقتين",
    few: `${n} دقائق`,
    many: `${n} دقيقة`,
    other: `${n} دقيقة`,
  };
  return forms[rule];
}

/** "1 page" / "صفحة واحدة", "صفحتان", "3 صفحات", "240 صفحة". */
function pages(lang: Language, n: number) {
  const rule = new Intl.PluralRules(lang).select(n);
  if (lang === "en") return rule === "one" ? "1 page" : `${n} pages`;
  const forms: Record<string, string> = {
    zero: "لا صفحات",
    one: "صفحة واحدة",
    two: "صفحتان",
    few: `${n} صفحات`,
    many: `${n} صفحة`,
    other: `${n} صفحة`,
  };
  return forms[rule];
}

// Every status (typed by the statuses, so a new one cannot go without words).
const STATUS: Record<Language, Record<OrderStatus, string>> = {
  en: {
    pending: "pending",
    confirmed: "confirmed",
    processing: "being prepared",
    shipped: "shipped",
    ready_for_pickup: "ready for pickup",
    delivered: "delivered",
    refused: "refused at delivery",
    returned: "returned to the branch",
    cancelled: "cancelled",
  },
  ar: {
    pending: "قيد الانتظار",
    confirmed: "مؤكد",
    processing: "قيد التجهيز",
    shipped: "تم الشحن",
    ready_for_pickup: "جاهز للاستلام",
    delivered: "تم التوصيل",
    refused: "رُفض عند الاستلام",
    returned: "مُرتجع إلى الفرع",
    cancelled: "ملغى",
  },
};
const statusIn = (lang: Language, status: string) => STATUS[lang][status as OrderStatus] ?? status;

// Why a delivery attempt failed, as a sentence's end ("Delivery attempt 2 failed: not at home").
const FAILURE: Record<Language, Record<DeliveryFailureReason, string>> = {
  en: { not_home: "not at home", unreachable: "could not reach you by phone", wrong_address: "the address could not be found" },
  ar: { not_home: "لم نجد أحدًا في العنوان", unreachable: "تعذّر الوصول إليك على الهاتف", wrong_address: "تعذّر العثور على العنوان" },
};

/** "the 2nd attempt" in Arabic words: المحاولة الأولى … العاشرة, then المحاولة رقم 11. */
const ARABIC_ORDINALS = ["الأولى", "الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة", "السابعة", "الثامنة", "التاسعة", "العاشرة"];
const arabicAttempt = (n: number) => (n >= 1 && n <= 10 ? `محاولة التوصيل ${ARABIC_ORDINALS[n - 1]}` : `محاولة التوصيل رقم ${n}`);

const egp = (lang: Language, amount: string) =>
  new Intl.NumberFormat(lang === "ar" ? "ar-EG" : "en-EG", { style: "currency", currency: "EGP" }).format(Number(amount));

type Template<K extends NotificationKind> = (lang: Language, p: Payloads[K]) => Rendered;

/** A refused parcel, and one back at the branch: what it means for the customer (nothing to pay). */
function parcelBack(lang: Language, p: Payloads["order_status"]): Rendered {
  const refused = p.status === "refused";
  return lang === "ar"
    ? {
        title: refused ? `طلبك رقم ${p.order_id}: رُفض عند الاستلام` : `طلبك رقم ${p.order_id}: مُرتجع إلى الفرع`,
        body: refused
          ? `سُجّل أن طلبك من ${nameIn(lang, p.store)} رُفض عند الباب، ولا يُستحق عليك أي مبلغ. إن كان هذا خطأً فتواصل مع المتجر.`
          : `عاد طلبك من ${nameIn(lang, p.store)} إلى الفرع، ولا يُستحق عليك أي مبلغ.`,
        link: `/ar/orders/${p.order_id}/`,
      }
    : {
        title: refused ? `Your order ${p.order_id} was refused at delivery` : `Your order ${p.order_id} went back to the branch`,
        body: refused
          ? `Your order from ${nameIn(lang, p.store)} was recorded as refused at the door; nothing is owed. If this is a mistake, contact the store.`
          : `Your order from ${nameIn(lang, p.store)} is back at the branch; nothing is owed.`,
        link: `/en/orders/${p.order_id}/`,
      };
}

type ReturnStep = Payloads["return_status"];

/** To the customer: each step of their return, and what comes next. */
function returnToCustomer(lang: Language, p: ReturnStep): Rendered {
  const link = `/${lang}/returns/${p.return_id}/`;
  const store = nameIn(lang, p.store);
  const branch = nameIn(lang, p.branch);
  const amount = egp(lang, p.refund_amount);
  if (lang === "ar") {
    const texts: Record<ReturnStep["status"], Omit<Rendered, "link">> = {
      requested: {
        title: `استلمنا طلب الإرجاع رقم ${p.return_id}`,
        body: `طلبت إرجاع ${pieces(lang, p.items)} من طلبك رقم ${p.order_id} من ${store}. سيرد الفرع قريبًا.`,
      },
      approved: {
        title: `قُبل طلب الإرجاع رقم ${p.return_id}`,
        body:
          p.method === "pickup"
            ? `سيستلم ${branch} المرتجع من عنوانك يوم ${p.pickup_date ?? ""}.`
            : `أحضر المرتجع إلى ${branch} ابتداءً من ${p.pickup_date ?? ""}.`,
      },
      rejected: { title: `رُفض طلب الإرجاع رقم ${p.return_id}`, body: `السبب: ${p.reject_reason ?? ""}` },
      received: {
        title: `استلم الفرع مرتجعك رقم ${p.return_id}`,
        body: `استلم ${branch} ${pieces(lang, p.items)}، وسيُرد إليك ${amount}.`,
      },
      refunded: {
        title: `رُد إليك ${amount} عن المرتجع رقم ${p.return_id}`,
        body: p.refund_method === "cash" ? `استلمت ${amount} نقدًا في ${branch}.` : `أُضيف ${amount} إلى محفظتك في أسواق، ويمكنك استخدامه فورًا.`,
      },
    };
    return { ...texts[p.status], link };
  }
  const texts: Record<ReturnStep["status"], Omit<Rendered, "link">> = {
    requested: {
      title: `We received your return request ${p.return_id}`,
      body: `You asked to return ${pieces(lang, p.items)} of your order ${p.order_id} from ${store}. The branch will answer soon.`,
    },
    approved: {
      title: `Your return ${p.return_id} was approved`,
      body:
        p.method === "pickup"
          ? `${branch} will collect it from your address on ${p.pickup_date ?? ""}.`
          : `Bring it to ${branch} from ${p.pickup_date ?? ""}.`,
    },
    rejected: { title: `Your return ${p.return_id} was declined`, body: `Why: ${p.reject_reason ?? ""}` },
    received: {
      title: `The branch received your return ${p.return_id}`,
      body: `${branch} received ${pieces(lang, p.items)}; ${amount} will be refunded to you.`,
    },
    refunded: {
      title: `${amount} refunded for your return ${p.return_id}`,
      body: p.refund_method === "cash" ? `You were paid ${amount} in cash at ${branch}.` : `${amount} is in your Aswaq wallet now, ready to spend.`,
    },
  };
  return { ...texts[p.status], link };
}

/** To the branch's staff: a return asked for, or moved on. */
function returnToStaff(lang: Language, p: ReturnStep): Rendered {
  const link = `/${lang}/admin/returns/`;
  const branch = nameIn(lang, p.branch);
  const amount = egp(lang, p.refund_amount);
  if (p.status === "requested") {
    return lang === "ar"
      ? {
          title: `طلب إرجاع جديد رقم ${p.return_id} في ${branch}`,
          body: `${pieces(lang, p.items)} من الطلب رقم ${p.order_id} (${amount})، ${p.method === "pickup" ? "استلام من العميل" : "يحضره العميل إلى الفرع"}.`,
          link,
        }
      : {
          title: `New return request ${p.return_id} at ${branch}`,
          body: `${pieces(lang, p.items)} of order ${p.order_id} (${amount}), ${p.method === "pickup" ? "to collect from the customer" : "the customer brings it"}.`,
          link,
        };
  }
  const word = (status: ReturnStep["status"]) =>
    lang === "ar"
      ? { requested: "بانتظار الرد", approved: "مقبول", rejected: "مرفوض", received: "مُستلَم", refunded: "تم رد المبلغ" }[status]
      : { requested: "requested", approved: "approved", rejected: "rejected", received: "received", refunded: "refunded" }[status];
  return lang === "ar"
    ? { title: `المرتجع رقم ${p.return_id}: ${word(p.status)}`, body: `المرتجع من الطلب رقم ${p.order_id} في ${branch}: ${word(p.status)}.`, link }
    : { title: `Return ${p.return_id} is ${word(p.status)}`, body: `The return of order ${p.order_id} at ${branch} is now ${word(p.status)}.`, link };
}

const TEMPLATES: { [K in NotificationKind]: Template<K> } = {
  password_changed: (lang) =>
    lang === "ar"
      ? {
          title: "تم تغيير كلمة مرور حسابك في أسواق",
          body: "تم تغيير كلمة مرور حسابك للتو، وتم تسجيل الخروج من كل الأجهزة الأخرى. إن لم تكن أنت من غيّرها، فغيّرها فورًا وتواصل معنا.",
          link: "/ar/profile/",
        }
      : {
          title: "Your Aswaq password was changed",
          body: "The password of your account was just changed and every other device was signed out. If this was not you, change it at once and contact us.",
          link: "/en/profile/",
        },
  email_changed: (lang, p) =>
    lang === "ar"
      ? {
          title: "تم تغيير البريد الإلكتروني لحسابك في أسواق",
          body: `أصبح البريد الإلكتروني لحسابك ${p.new_email ? isolate(p.new_email) : "(بلا بريد)"} بدلًا من ${p.old_email ? isolate(p.old_email) : "(بلا بريد)"}. إن لم تكن أنت من غيّره، فغيّر كلمة المرور فورًا وتواصل معنا.`,
          link: "/ar/profile/",
        }
      : {
          title: "Your Aswaq e-mail address was changed",
          body: `Your account's e-mail address is now ${p.new_email ?? "(none)"}, was ${p.old_email ?? "(none)"}. If this was not you, change your password at once and contact us.`,
          link: "/en/profile/",
        },
  // The code leads the subject: it is what a phone's preview shows.
  contact_code: (lang, p) =>
    lang === "ar"
      ? {
          title: `${p.code} هو رمز التحقق من أسواق`,
          body: `أدخل الرمز ${p.code} لتأكيد ${p.channel === "email" ? "هذا البريد الإلكتروني" : "هذا الرقم"} لحسابك في أسواق. يصلح الرمز مرة واحدة خلال ${minutes(lang, p.minutes)}. إن لم تطلبه، فتجاهل هذه الرسالة.`,
          link: "/ar/profile/update/",
        }
      : {
          title: `${p.code} is your Aswaq verification code`,
          body: `Enter ${p.code} to confirm this ${p.channel === "email" ? "e-mail address" : "number"} for your Aswaq account. The code works once, for ${minutes(lang, p.minutes)}. If you did not ask for it, ignore this message.`,
          link: "/en/profile/update/",
        },
  // The code leads the subject, as for a contact's code.
  order_code: (lang, p) =>
    lang === "ar"
      ? {
          title: `${p.code} هو رمز تأكيد طلبك رقم ${p.order_id} في أسواق`,
          body: `يحتاج طلبك من ${nameIn(lang, p.store)} إلى تأكيد قبل تجهيزه. أدخل الرمز ${p.code} في صفحة الطلب. يصلح الرمز مرة واحدة خلال ${p.hours} ساعة، وإلا أُلغي الطلب.`,
          link: `/ar/orders/${p.order_id}/`,
        }
      : {
          title: `${p.code} confirms your Aswaq order ${p.order_id}`,
          body: `Your order from ${nameIn(lang, p.store)} must be confirmed before it is prepared. Enter ${p.code} on the order's page. The code works once, within ${p.hours} hours; otherwise the order is cancelled.`,
          link: `/en/orders/${p.order_id}/`,
        },
  reset_code: (lang, p) =>
    lang === "ar"
      ? {
          title: `${p.code} هو رمز استعادة كلمة المرور في أسواق`,
          body: `طلب أحدهم تعيين كلمة مرور جديدة لحسابك في أسواق. أدخل الرمز ${p.code} في صفحة «نسيت كلمة المرور». يصلح الرمز مرة واحدة خلال ${minutes(lang, p.minutes)}. إن لم تطلبه، فتجاهل هذه الرسالة: كلمة مرورك لم تتغير.`,
          link: "/ar/forgot-password/",
        }
      : {
          title: `${p.code} is your Aswaq password reset code`,
          body: `Someone asked to set a new password for your Aswaq account. Enter ${p.code} on the "Forgot password" page. The code works once, for ${minutes(lang, p.minutes)}. If you did not ask for it, ignore this message: your password has not changed.`,
          link: "/en/forgot-password/",
        },
  publish_done: (lang, p) =>
    lang === "ar"
      ? {
          title: `اكتمل النشر رقم ${p.run_id}`,
          body: p.pages === null ? "الواجهة المنشورة محدَّثة الآن." : `الواجهة المنشورة محدَّثة الآن: ${pages(lang, p.pages)}.`,
          link: "/ar/admin/publish/",
        }
      : {
          title: `Publish run ${p.run_id} finished`,
          body: p.pages === null ? "The published storefront is up to date." : `The published storefront is up to date: ${pages(lang, p.pages)}.`,
          link: "/en/admin/publish/",
        },
  publish_failed: (lang, p) =>
    lang === "ar"
      ? { title: `فشل النشر رقم ${p.run_id}`, body: `لم تتغير الواجهة المنشورة. السبب: ${p.error ?? "غير معروف"}`, link: "/ar/admin/publish/" }
      : {
          title: `Publish run ${p.run_id} failed`,
          body: `The published storefront did not change. Why: ${p.error ?? "unknown"}`,
          link: "/en/admin/publish/",
        },
  order_placed: (lang, p) => {
    const lines = p.orders.map((o) =>
      lang === "ar"
        ? `طلب رقم ${o.order_id} من ${nameIn(lang, o.store)} (${nameIn(lang, o.branch)}): ${pieces(lang, o.items)}، ${egp(lang, o.total)}`
        : `Order ${o.order_id} from ${nameIn(lang, o.store)} (${nameIn(lang, o.branch)}): ${pieces(lang, o.items)}, ${egp(lang, o.total)}`,
    );
    const first = p.orders[0]?.order_id;
    return lang === "ar"
      ? { title: `تم استلام ${orders(lang, p.orders.length)}`, body: lines.join("\n"), link: first ? `/ar/orders/${first}/` : "/ar/profile/" }
      : { title: `We received your ${orders(lang, p.orders.length)}`, body: lines.join("\n"), link: first ? `/en/orders/${first}/` : "/en/profile/" };
  },
  order_received: (lang, p) =>
    lang === "ar"
      ? {
          title: `طلب جديد رقم ${p.order_id} في ${nameIn(lang, p.branch)}`,
          body: `${pieces(lang, p.items)}، ${egp(lang, p.total)} — ${nameIn(lang, p.store)}`,
          link: `/ar/admin/orders/${p.order_id}/`,
        }
      : {
          title: `New order ${p.order_id} at ${nameIn(lang, p.branch)}`,
          body: `${pieces(lang, p.items)}, ${egp(lang, p.total)} — ${nameIn(lang, p.store)}`,
          link: `/en/admin/orders/${p.order_id}/`,
        },
  order_status: (lang, p) =>
    p.status === "refused" || p.status === "returned"
      ? parcelBack(lang, p)
      : p.unconfirmed
        ? lang === "ar"
          ? {
              title: `أُلغي طلبك رقم ${p.order_id}`,
              body: `أُلغي طلبك من ${nameIn(lang, p.store)} لأنه لم يُؤكَّد في المهلة المحددة. يمكنك الطلب من جديد في أي وقت.`,
              link: `/ar/orders/${p.order_id}/`,
            }
          : {
              title: `Your order ${p.order_id} was cancelled`,
              body: `Your order from ${nameIn(lang, p.store)} was cancelled because it was not confirmed in time. You can order again at any time.`,
              link: `/en/orders/${p.order_id}/`,
            }
        : lang === "ar"
          ? {
              title: `طلبك رقم ${p.order_id}: ${statusIn(lang, p.status)}`,
              body: `حالة طلبك من ${nameIn(lang, p.store)} الآن: ${statusIn(lang, p.status)}.`,
              link: `/ar/orders/${p.order_id}/`,
            }
          : {
              title: `Your order ${p.order_id} is ${statusIn(lang, p.status)}`,
              body: `Your order from ${nameIn(lang, p.store)} is now ${statusIn(lang, p.status)}.`,
              link: `/en/orders/${p.order_id}/`,
            },
  order_cancelled: (lang, p) =>
    p.unconfirmed
      ? lang === "ar"
        ? {
            title: `أُلغي الطلب رقم ${p.order_id}: لم يُؤكَّد في موعده`,
            body: `أُلغي طلب ${nameIn(lang, p.branch)} (${nameIn(lang, p.store)}) تلقائيًا لأنه لم يُؤكَّد في المهلة، وعادت كمياته إلى المخزون.`,
            link: `/ar/admin/orders/${p.order_id}/`,
          }
        : {
            title: `Order ${p.order_id} was cancelled: not confirmed in time`,
            body: `The order at ${nameIn(lang, p.branch)} (${nameIn(lang, p.store)}) was cancelled automatically because nobody confirmed it in time; its stock is back.`,
            link: `/en/admin/orders/${p.order_id}/`,
          }
      : lang === "ar"
        ? {
            title: `ألغى العميل الطلب رقم ${p.order_id}`,
            body: `ألغى العميل طلبه من ${nameIn(lang, p.branch)} (${nameIn(lang, p.store)}).`,
            link: `/ar/admin/orders/${p.order_id}/`,
          }
        : {
            title: `Order ${p.order_id} was cancelled by the customer`,
            body: `The customer cancelled their order at ${nameIn(lang, p.branch)} (${nameIn(lang, p.store)}).`,
            link: `/en/admin/orders/${p.order_id}/`,
          },
  delivery_failed: (lang, p) =>
    lang === "ar"
      ? {
          title: `طلبك رقم ${p.order_id}: فشلت ${arabicAttempt(p.attempt)}`,
          body: `لم نتمكن من توصيل طلبك من ${nameIn(lang, p.store)}: ${FAILURE.ar[p.reason]}. سيتواصل معك المتجر لترتيب موعد آخر؛ تأكد من صحة رقم هاتفك وعنوانك.`,
          link: `/ar/orders/${p.order_id}/`,
        }
      : {
          title: `Your order ${p.order_id}: delivery attempt ${p.attempt} failed`,
          body: `We could not deliver your order from ${nameIn(lang, p.store)}: ${FAILURE.en[p.reason]}. The store will contact you to try again; check that your mobile and address are right.`,
          link: `/en/orders/${p.order_id}/`,
        },
  return_status: returnToCustomer,
  return_update: returnToStaff,
  stock_low: (lang, p) =>
    lang === "ar"
      ? {
          title: p.stock === 0 ? `نفد ${nameIn(lang, p.product)} في ${nameIn(lang, p.branch)}` : `مخزون ${nameIn(lang, p.product)} منخفض`,
          body: `المتبقي في ${nameIn(lang, p.branch)}: ${pieces(lang, p.stock)} (حد التنبيه ${p.threshold}).`,
          link: "/ar/admin/products/",
        }
      : {
          title:
            p.stock === 0 ? `${nameIn(lang, p.product)} is out of stock at ${nameIn(lang, p.branch)}` : `${nameIn(lang, p.product)} is running low`,
          body: `Left at ${nameIn(lang, p.branch)}: ${pieces(lang, p.stock)} (alert at ${p.threshold}).`,
          link: "/en/admin/products/",
        },
};

/** A notification's words in `lang`. */
export function render<K extends NotificationKind>(kind: K, payload: Payloads[K], lang: Language): Rendered {
  return (TEMPLATES[kind] as Template<K>)(lang, payload);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The e-mail: subject, plain text and HTML, each with the absolute link to the object. */
export function renderEmail<K extends NotificationKind>(kind: K, payload: Payloads[K], lang: Language, siteOrigin: string) {
  const { title, body, link } = render(kind, payload, lang);
  const url = link ? new URL(link, siteOrigin).href : null;
  const open = lang === "ar" ? "افتح في أسواق" : "Open in Aswaq";
  const footer =
    lang === "ar"
      ? "وصلتك هذه الرسالة لأن لديك حسابًا في أسواق. يمكنك اختيار ما يصلك من إعدادات الإشعارات."
      : "You get this because you have an Aswaq account. Choose what reaches you in your notification settings.";
  const text = [title, "", body, ...(url ? ["", `${open}: ${url}`] : []), "", "--", footer].join("\n");
  const dir = lang === "ar" ? "rtl" : "ltr";
  const paragraphs = body
    .split("\n")
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
    .join("");
  const html = `<!doctype html>
<html dir="${dir}" lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Tahoma,Arial,sans-serif;text-align:start" dir="${dir}">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs}
${url ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(open)}</a></p>` : ""}
<p style="color:#666;font-size:12px;margin:24px 0 0">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: title, text, html, url };
}
