// The Arabic of every message the API sends (errors, and the few success `detail`s).
// English stays the contract (docs/product.md §7); this is what a visitor whose language is Arabic reads
// instead (see translate.ts, docs/decisions/0008). Keys are the English texts exactly as the
// code writes them; messages with values in them are templates, `{name}` standing for a value.
// messages-ar.test.ts fails when a message in the source has no entry here.

export const MESSAGES_AR: Record<string, string> = {
  // Generic (Django REST's words)
  "Not found.": "غير موجود.",
  "Internal server error.": "حدث خطأ في الخادم. حاول مرة أخرى لاحقًا.",
  "Authentication credentials were not provided.": "لم يتم تقديم بيانات تسجيل الدخول.",
  "You do not have permission to perform this action.": "ليس لديك صلاحية لتنفيذ هذا الإجراء.",
  "A record with these values already exists.": "يوجد سجل بهذه القيم بالفعل.",
  "Invalid page.": "صفحة غير صالحة.",
  "This field is required.": "هذا الحقل مطلوب.",
  "This field may not be blank.": "لا يجوز ترك هذا الحقل فارغًا.",
  "This field may not be null.": "لا يجوز أن يكون هذا الحقل فارغًا.",
  "This list may not be empty.": "لا يجوز أن تكون هذه القائمة فارغة.",
  "Not a valid string.": "قيمة نصية غير صالحة.",
  "A valid integer is required.": "يجب إدخال عدد صحيح.",
  "A valid number is required.": "يجب إدخال رقم صحيح.",
  "Must be a valid boolean.": "يجب أن تكون القيمة نعم أو لا.",
  "Send a single value.": "أرسل قيمة واحدة فقط.",
  "Expected a list of items.": "المتوقع قائمة من العناصر.",
  "Ensure this value is greater than 0.": "تأكد من أن هذه القيمة أكبر من 0.",
  "Ensure this value is greater than or equal to 0.": "تأكد من أن هذه القيمة أكبر من أو تساوي 0.",
  "Ensure that there are no more than 2 decimal places.": "تأكد من ألا يزيد عدد الخانات العشرية على خانتين.",

  // Request bodies
  "Request body must be valid JSON.": "يجب أن يكون محتوى الطلب بصيغة JSON صحيحة.",
  "Request body must be a JSON object.": "يجب أن يكون محتوى الطلب كائن JSON.",
  "Unsupported media type: send the body as application/json.": "نوع المحتوى غير مدعوم: أرسل محتوى الطلب بصيغة application/json.",
  "Request body must be multipart/form-data.": "يجب إرسال محتوى الطلب بصيغة multipart/form-data.",
  "Request body must be multipart/form-data or JSON.": "يجب إرسال محتوى الطلب بصيغة multipart/form-data أو JSON.",
  "Request body could not be parsed as a form.": "تعذّر قراءة محتوى الطلب كنموذج.",

  // Sign-in, tokens, accounts
  "No active account found with the given credentials": "اسم المستخدم أو كلمة المرور غير صحيحة.",
  "Token is invalid or expired": "انتهت صلاحية الجلسة أو أنها غير صالحة. سجّل الدخول مرة أخرى.",
  "Given token not valid for any token type": "انتهت صلاحية الجلسة أو أنها غير صالحة. سجّل الدخول مرة أخرى.",
  "Invalid authorization header.": "ترويسة التفويض غير صالحة.",
  "User not found.": "المستخدم غير موجود.",
  "This token does not belong to you.": "هذا الرمز لا يخصك.",
  "Sign-in is temporarily unavailable.": "تسجيل الدخول غير متاح مؤقتًا.",
  "A user with that username already exists.": "اسم المستخدم هذا مستخدم بالفعل.",
  "A user with that email already exists.": "يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.",
  "A user with that phone number already exists.": "يوجد حساب مسجل برقم الهاتف هذا بالفعل.",
  "Enter a valid username: letters, digits and @ . + - _ only.": "أدخل اسم مستخدم صحيحًا: حروف وأرقام و @ . + - _ فقط.",
  "Enter a valid email address.": "أدخل بريدًا إلكترونيًا صحيحًا.",
  "Enter a phone number of 10 to 15 digits.": "أدخل رقم هاتف من 10 إلى 15 رقمًا.",
  "Password must be at least 8 characters long.": "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
  "Password must contain at least one uppercase letter.": "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل.",
  "Password must contain at least one lowercase letter.": "يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل.",
  "Password must contain at least one number.": "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل.",
  "Passwords do not match.": "كلمتا المرور غير متطابقتين.",
  "Current password is incorrect.": "كلمة المرور الحالية غير صحيحة.",
  "Password updated successfully.": "تم تحديث كلمة المرور بنجاح.",

  // Stores, branches, people
  "store with this name already exists.": "يوجد متجر بهذا الاسم بالفعل.",
  "store with this slug already exists.": "يوجد متجر بهذا المعرّف النصي (slug) بالفعل.",
  "A branch with this name already exists in this store.": "يوجد فرع بهذا الاسم في هذا المتجر بالفعل.",
  "This branch already has a manager. Change or remove that assignment first.": "لهذا الفرع مدير بالفعل. غيّر هذا التعيين أو احذفه أولًا.",
  "No user with this email address.": "لا يوجد مستخدم بهذا البريد الإلكتروني.",
  "No user with this username.": "لا يوجد مستخدم بهذا الاسم.",
  "Only a super admin can change a store's owner or slug.": "لا يمكن تغيير مالك المتجر أو معرّفه النصي إلا لمدير النظام.",
  "Only a super admin can give a store another theme.": "لا يمكن تغيير مظهر المتجر إلا لمدير النظام.",
  "Only the store's owner can change its settings.": "لا يغيّر إعدادات المتجر إلا مالكه.",
  "Only the store's owner can change its themes.": "لا يغيّر مظاهر المتجر إلا مالكه.",
  "Only the store's owner can change a product listed in branches you do not manage.": "لا يغيّر منتجًا معروضًا في فروع لا تديرها إلا مالك المتجر.",
  "A store can only use one of its own themes.": "لا يستخدم المتجر إلا أحد مظاهره.",
  "A branch can only use a theme of its own store.": "لا يستخدم الفرع إلا مظهرًا من مظاهر متجره.",
  "A theme cannot move to another store.": "لا يمكن نقل المظهر إلى متجر آخر.",
  "Expected an object with primary_color and secondary_color.": "المتوقع كائن يحتوي على primary_color و secondary_color.",
  "Enter a colour as #RRGGBB.": "أدخل اللون بالصيغة \u200e#RRGGBB.",
  "Upload a single file.": "ارفع ملفًا واحدًا فقط.",

  // Catalogue, listings, media
  "A category with this name already exists.": "يوجد تصنيف بهذا الاسم بالفعل.",
  "A category with this slug already exists.": "يوجد تصنيف بهذا المعرّف النصي (slug) بالفعل.",
  "A slug cannot be only digits.": "لا يجوز أن يتكون المعرّف النصي (slug) من أرقام فقط.",
  "Enter a valid slug consisting of lowercase letters, numbers or hyphens.":
    "أدخل معرّفًا نصيًا (slug) صحيحًا يتكون من حروف إنجليزية صغيرة أو أرقام أو شرطات.",
  "Enter a list of category ids, e.g. [1, 2].": "أدخل قائمة بأرقام التصنيفات، مثل [1, 2].",
  "Enter a comma-separated list of ids.": "أدخل قائمة أرقام تفصل بينها فواصل.",
  "Enter a valid amount with at most 2 decimal places.": "أدخل مبلغًا صحيحًا بخانتين عشريتين على الأكثر.",
  "SKU already exists": "رمز المنتج (SKU) مستخدم بالفعل.",
  "No Product matches the given query.": "المنتج غير موجود.",
  "Only a super admin can move a product to another store.": "لا يمكن نقل منتج إلى متجر آخر إلا لمدير النظام.",
  "Product belongs to another store.": "هذا المنتج تابع لمتجر آخر.",
  "This product is already listed in this branch.": "هذا المنتج معروض في هذا الفرع بالفعل.",
  "The branch of a listing cannot be changed; delete it and list the product again.": "لا يمكن تغيير فرع العرض؛ احذفه ثم اعرض المنتج من جديد.",
  "The product of a listing cannot be changed; delete it and list the product again.": "لا يمكن تغيير منتج العرض؛ احذفه ثم اعرض المنتج من جديد.",
  "Please select at least one image.": "يرجى اختيار صورة واحدة على الأقل.",
  "No file was submitted.": "لم يتم إرسال أي ملف.",
  "The submitted file is empty.": "الملف المرسل فارغ.",
  "Image size must be less than 5MB.": "يجب أن يكون حجم الصورة أقل من 5 ميجابايت.",
  "Only JPEG, PNG, or GIF files are allowed.": "يُسمح فقط بملفات JPEG أو PNG أو GIF.",
  "Please upload a JPEG or PNG image.": "يرجى رفع صورة بصيغة JPEG أو PNG.",
  "File size must be less than 5MB.": "يجب أن يكون حجم الملف أقل من 5 ميجابايت.",
  "The image file is damaged or incomplete.": "ملف الصورة تالف أو غير مكتمل.",
  "Image dimensions must be at most 6000 pixels on each side.": "يجب ألا يزيد طول أي من جانبي الصورة على 6000 بكسل.",

  // Reviews
  "Rating must be between 0.5 and 5 in steps of 0.5.": "يجب أن يكون التقييم بين 0.5 و5 بزيادات قدرها 0.5.",
  "You cannot review a product of a store you manage.": "لا يمكنك تقييم منتج من متجر تديره.",

  // Cart, checkout, orders
  "This product is not in your cart.": "هذا المنتج غير موجود في سلتك.",
  "Not enough stock.": "الكمية المتوفرة في المخزون غير كافية.",
  "Prices have changed.": "تغيّرت الأسعار.",
  "Enter a valid Egyptian mobile number.": "أدخل رقم موبايل مصريًا صحيحًا.",
  "Give both latitude and longitude, or neither.": "أدخل خط العرض وخط الطول معًا، أو اتركهما معًا.",
  "You can only place orders for yourself.": "يمكنك تقديم الطلبات لنفسك فقط.",
  "You can only cancel a pending order.": "يمكنك إلغاء الطلب فقط وهو قيد الانتظار.",
  "The order changed meanwhile; reload it.": "تغيّر الطلب في هذه الأثناء؛ أعد تحميله.",
  "Only a delivered or cancelled order can be bought again.": "لا يمكن إعادة شراء طلب إلا بعد توصيله أو إلغائه.",
  "Your cart changed while this change was being saved. Please try again.": "تغيّرت سلتك أثناء حفظ هذا التغيير. حاول مرة أخرى.",

  // Wishlist
  "This product is not in your wishlist.": "هذا المنتج غير موجود في قائمة المفضلة.",
  "The wishlist changed meanwhile; try again.": "تغيّرت قائمة المفضلة في هذه الأثناء؛ حاول مرة أخرى.",
  // Line problems, after "Item N: " (the line's fields are named, see cart.ts and orders.ts)
  "must be an object with product_id, branch_id and quantity.": "يجب أن يكون كائنًا يحتوي على product_id و branch_id و quantity.",
  "must be an object with product_id, branch_id, quantity and price.": "يجب أن يكون كائنًا يحتوي على product_id و branch_id و quantity و price.",
  "quantity must be at least 1.": "يجب ألا تقل الكمية عن 1.",
  "price is required.": "السعر مطلوب.",
  'price must be an amount such as "120.00".': "يجب أن يكون السعر مبلغًا مثل \u200e120.00.",

  // Zod's own words, for a rule that has no message of ours (a safety net; none is known to reach a client)
  "Invalid input": "قيمة غير صالحة.",
};

/** Names the API puts into messages (a field, an order status, what was tried too often). */
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
  cancelled: "ملغى",
  "login attempts": "محاولات تسجيل الدخول",
  "password attempts": "محاولات إدخال كلمة المرور",
  list: "قائمة",
  string: "نص",
  number: "رقم",
  boolean: "قيمة منطقية",
  object: "كائن",
  array: "قائمة",
  undefined: "لا شيء",
  null: "لا شيء",
};
const word = (w: string) => WORDS_AR[w] ?? w;

/** "2 دقيقتين", "5 دقائق", "1 دقيقة": Arabic counts take dual and plural forms. */
function minutes(raw: string): string {
  const n = Number(raw);
  if (n === 1) return "دقيقة واحدة";
  if (n === 2) return "دقيقتين";
  if (n >= 3 && n <= 10) return `${n} دقائق`;
  return `${n} دقيقة`;
}

type Params = Record<string, string>;

/**
 * Messages with values. `translate` is passed in for messages that wrap another message
 * ("Item 2: ..."). Tried in order, so a wider template goes after the narrower ones.
 */
export const TEMPLATES_AR: Array<{ en: string; ar: (p: Params, translate: (message: string) => string) => string }> = [
  { en: "Ensure this field has no more than {n} characters.", ar: (p) => `تأكد من ألا يزيد هذا الحقل على ${p.n} حرفًا.` },
  { en: "Ensure this value has at most {n} characters.", ar: (p) => `تأكد من ألا تزيد هذه القيمة على ${p.n} حرفًا.` },
  { en: "Ensure this field has no more than {n} elements.", ar: (p) => `تأكد من ألا يزيد عدد العناصر في هذا الحقل على ${p.n}.` },
  { en: "Ensure this field has no more than {n} words.", ar: (p) => `تأكد من ألا يزيد هذا الحقل على ${p.n} كلمات.` },
  { en: "Ensure this list has no more than {n} ids.", ar: (p) => `تأكد من ألا تحتوي هذه القائمة على أكثر من ${p.n} رقمًا.` },
  {
    en: "Ensure that there are no more than {n} digits before the decimal point.",
    ar: (p) => `تأكد من ألا يزيد عدد الأرقام قبل العلامة العشرية على ${p.n}.`,
  },
  { en: "Ensure this value is greater than or equal to {n}.", ar: (p) => `تأكد من أن هذه القيمة أكبر من أو تساوي ${p.n}.` },
  { en: "Ensure this value is less than or equal to {n}.", ar: (p) => `تأكد من أن هذه القيمة أقل من أو تساوي ${p.n}.` },
  { en: "Ensure this value is a whole number from {min} to {max}.", ar: (p) => `تأكد من أن هذه القيمة عدد صحيح من ${p.min} إلى ${p.max}.` },
  { en: "Select a valid choice. {value} is not one of the available choices.", ar: (p) => `اختر قيمة صحيحة. ${p.value} ليست من الخيارات المتاحة.` },
  { en: '"{value}" is not a valid choice.', ar: (p) => `«${p.value}» ليس خيارًا صحيحًا.` },
  { en: 'Invalid pk "{id}" - object does not exist.', ar: (p) => `الرقم «${p.id}» غير صالح، فالعنصر غير موجود.` },
  { en: "Invalid store id {id}.", ar: (p) => `رقم المتجر ${p.id} غير صالح.` },
  { en: "Invalid category id {id}.", ar: (p) => `رقم التصنيف ${p.id} غير صالح.` },
  {
    en: "Invalid data. Expected a dictionary, but got {type}.",
    ar: (p) => `بيانات غير صالحة. المتوقع كائن، لكن المرسل ${word(p.type)}.`,
  },
  { en: 'Expected a list of items but got type "{type}".', ar: (p) => `المتوقع قائمة من العناصر، لكن المرسل ${word(p.type)}.` },
  { en: "A checkout may have at most {n} lines.", ar: (p) => `لا يجوز أن يزيد عدد بنود الطلب على ${p.n}.` },
  {
    en: "A cart holds at most {max} different lines; this change would make {count}.",
    ar: (p) => `تتسع السلة لـ${p.max} بندًا مختلفًا على الأكثر؛ وهذا التغيير سيجعلها ${p.count}.`,
  },
  {
    en: "A wishlist holds at most {max} products; this would make {count}.",
    ar: (p) => `تتسع قائمة المفضلة لـ${p.max} منتج على الأكثر؛ وهذه الإضافة ستجعلها ${p.count}.`,
  },
  { en: "Idempotency-Key must be 1 to {n} characters.", ar: (p) => `يجب أن يتكون Idempotency-Key من 1 إلى ${p.n} حرفًا.` },
  { en: "The order is already {status}.", ar: (p) => `حالة الطلب بالفعل «${word(p.status)}».` },
  {
    en: "Cannot change an order from {from} to {to}.",
    ar: (p) => `لا يمكن تغيير حالة الطلب من «${word(p.from)}» إلى «${word(p.to)}».`,
  },
  {
    en: "Too many {what}. Try again in {minutes} minute{s}.",
    ar: (p) => `${word(p.what)} كثيرة جدًا. حاول مرة أخرى بعد ${minutes(p.minutes)}.`,
  },
  // A line of a cart or checkout: "Item 2: <message about that line>".
  { en: "Item {n}: this product is not available in this branch.", ar: (p) => `البند ${p.n}: هذا المنتج غير متوفر في هذا الفرع.` },
  { en: "Item {n}: {message}", ar: (p, translate) => `البند ${p.n}: ${translate(p.message)}` },
  { en: "repeats the product and branch of item {n}.", ar: (p) => `يكرر منتج وفرع البند ${p.n}.` },
  { en: "quantity must be at most {n}.", ar: (p) => `يجب ألا تزيد الكمية على ${p.n}.` },
  // "حقل ..." and "قيمة ..." keep one grammatical gender whatever the field's name.
  { en: "{field} is required.", ar: (p) => `حقل ${word(p.field)} مطلوب.` },
  { en: "{field} must be a whole number.", ar: (p) => `يجب أن تكون قيمة ${word(p.field)} عددًا صحيحًا.` },
  { en: "{field} must be a positive integer.", ar: (p) => `يجب أن تكون قيمة ${word(p.field)} عددًا صحيحًا موجبًا.` },
  { en: "{field} must be a positive whole number.", ar: (p) => `يجب أن تكون قيمة ${word(p.field)} عددًا صحيحًا موجبًا.` },
  {
    en: "{field} must be a whole number from {min} to {max}.",
    ar: (p) => `يجب أن تكون قيمة ${word(p.field)} عددًا صحيحًا من ${p.min} إلى ${p.max}.`,
  },
  // Zod's own words (see "Invalid input" above).
  {
    en: "Invalid input: expected {expected}, received {received}",
    ar: (p) => `قيمة غير صالحة: المتوقع ${word(p.expected)}، والمرسل ${word(p.received)}.`,
  },
  { en: "Invalid option: expected one of {values}", ar: (p) => `خيار غير صالح: المتوقع أحد الخيارات ${p.values}.` },
  // A refused file among several (a product's gallery upload) is named: "photo.png: <why>".
  ...[
    "No file was submitted.",
    "The submitted file is empty.",
    "File size must be less than 5MB.",
    "Only JPEG, PNG, or GIF files are allowed.",
    "The image file is damaged or incomplete.",
    "Image dimensions must be at most 6000 pixels on each side.",
  ].map((why) => ({ en: `{file}: ${why}`, ar: (p: Params) => `${p.file}: ${MESSAGES_AR[why]}` })),
];
