// Every message the API sends (errors, and the few success `detail`s), by id: its English, the
// contract's words that clients and tests match on (docs/product.md §7), and the Arabic a visitor
// whose language is Arabic reads instead (docs/decisions/0008). Code writes a message with
// say(id, values) (said.ts); `{name}` stands for a value. An entry without its Arabic does not
// type-check, and messages.test.ts checks that both sides name the same values.
import { MOBILE_ERROR } from "#shared/order-rules";

export type Entry = { en: string; ar: string };

export const MESSAGES = {
  // Generic (Django REST's words)
  notFound: { en: "Not found.", ar: "غير موجود." },
  serverError: { en: "Internal server error.", ar: "حدث خطأ في الخادم. حاول مرة أخرى لاحقًا." },
  notSignedIn: { en: "Authentication credentials were not provided.", ar: "لم يتم تقديم بيانات تسجيل الدخول." },
  notAllowed: { en: "You do not have permission to perform this action.", ar: "ليس لديك صلاحية لتنفيذ هذا الإجراء." },
  alreadyExists: { en: "A record with these values already exists.", ar: "يوجد سجل بهذه القيم بالفعل." },
  invalidPage: { en: "Invalid page.", ar: "صفحة غير صالحة." },
  invalidCursor: { en: "Invalid cursor.", ar: "مؤشر صفحة غير صالح." },
  required: { en: "This field is required.", ar: "هذا الحقل مطلوب." },
  blank: { en: "This field may not be blank.", ar: "لا يجوز ترك هذا الحقل فارغًا." },
  notNull: { en: "This field may not be null.", ar: "لا يجوز أن يكون هذا الحقل فارغًا." },
  emptyList: { en: "This list may not be empty.", ar: "لا يجوز أن تكون هذه القائمة فارغة." },
  notAString: { en: "Not a valid string.", ar: "قيمة نصية غير صالحة." },
  notAnInteger: { en: "A valid integer is required.", ar: "يجب إدخال عدد صحيح." },
  notANumber: { en: "A valid number is required.", ar: "يجب إدخال رقم صحيح." },
  notABoolean: { en: "Must be a valid boolean.", ar: "يجب أن تكون القيمة نعم أو لا." },
  singleValue: { en: "Send a single value.", ar: "أرسل قيمة واحدة فقط." },
  notAList: { en: "Expected a list of items.", ar: "المتوقع قائمة من العناصر." },
  notAListButType: { en: 'Expected a list of items but got type "{type}".', ar: "المتوقع قائمة من العناصر، لكن المرسل {type}." },
  notADictionary: { en: "Invalid data. Expected a dictionary, but got {type}.", ar: "بيانات غير صالحة. المتوقع كائن، لكن المرسل {type}." },
  aboveZero: { en: "Ensure this value is greater than 0.", ar: "تأكد من أن هذه القيمة أكبر من 0." },
  atLeast: { en: "Ensure this value is greater than or equal to {n}.", ar: "تأكد من أن هذه القيمة أكبر من أو تساوي {n}." },
  atMost: { en: "Ensure this value is less than or equal to {n}.", ar: "تأكد من أن هذه القيمة أقل من أو تساوي {n}." },
  wholeFromTo: { en: "Ensure this value is a whole number from {min} to {max}.", ar: "تأكد من أن هذه القيمة عدد صحيح من {min} إلى {max}." },
  twoDecimals: { en: "Ensure that there are no more than 2 decimal places.", ar: "تأكد من ألا يزيد عدد الخانات العشرية على خانتين." },
  maxDigits: {
    en: "Ensure that there are no more than {n} digits before the decimal point.",
    ar: "تأكد من ألا يزيد عدد الأرقام قبل العلامة العشرية على {n}.",
  },
  maxChars: { en: "Ensure this field has no more than {n} characters.", ar: "تأكد من ألا يزيد هذا الحقل على {n} حرفًا." },
  valueMaxChars: { en: "Ensure this value has at most {n} characters.", ar: "تأكد من ألا تزيد هذه القيمة على {n} حرفًا." },
  maxElements: { en: "Ensure this field has no more than {n} elements.", ar: "تأكد من ألا يزيد عدد العناصر في هذا الحقل على {n}." },
  maxWords: { en: "Ensure this field has no more than {n} words.", ar: "تأكد من ألا يزيد هذا الحقل على {n} كلمات." },
  maxIds: { en: "Ensure this list has no more than {n} ids.", ar: "تأكد من ألا تحتوي هذه القائمة على أكثر من {n} رقمًا." },
  invalidChoice: {
    en: "Select a valid choice. {value} is not one of the available choices.",
    ar: "اختر قيمة صحيحة. {value} ليست من الخيارات المتاحة.",
  },
  notAChoice: { en: '"{value}" is not a valid choice.', ar: "«{value}» ليس خيارًا صحيحًا." },
  unknownPk: { en: 'Invalid pk "{id}" - object does not exist.', ar: "الرقم «{id}» غير صالح، فالعنصر غير موجود." },
  dateFormat: { en: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.", ar: "صيغة التاريخ غير صحيحة. استخدم الصيغة YYYY-MM-DD." },

  // Request bodies
  invalidJson: { en: "Request body must be valid JSON.", ar: "يجب أن يكون محتوى الطلب بصيغة JSON صحيحة." },
  notAnObject: { en: "Request body must be a JSON object.", ar: "يجب أن يكون محتوى الطلب كائن JSON." },
  notJson: {
    en: "Unsupported media type: send the body as application/json.",
    ar: "نوع المحتوى غير مدعوم: أرسل محتوى الطلب بصيغة application/json.",
  },
  notMultipart: { en: "Request body must be multipart/form-data.", ar: "يجب إرسال محتوى الطلب بصيغة multipart/form-data." },
  notMultipartOrJson: { en: "Request body must be multipart/form-data or JSON.", ar: "يجب إرسال محتوى الطلب بصيغة multipart/form-data أو JSON." },
  unreadableForm: { en: "Request body could not be parsed as a form.", ar: "تعذّر قراءة محتوى الطلب كنموذج." },
  idempotencyKey: { en: "Idempotency-Key must be 1 to {n} characters.", ar: "يجب أن يتكون Idempotency-Key من 1 إلى {n} حرفًا." },

  // Sign-in, tokens, accounts
  badCredentials: { en: "No active account found with the given credentials", ar: "اسم المستخدم أو كلمة المرور غير صحيحة." },
  tokenExpired: { en: "Token is invalid or expired", ar: "انتهت صلاحية الجلسة أو أنها غير صالحة. سجّل الدخول مرة أخرى." },
  tokenNotValid: { en: "Given token not valid for any token type", ar: "انتهت صلاحية الجلسة أو أنها غير صالحة. سجّل الدخول مرة أخرى." },
  badAuthorization: { en: "Invalid authorization header.", ar: "ترويسة التفويض غير صالحة." },
  userNotFound: { en: "User not found.", ar: "المستخدم غير موجود." },
  notYourToken: { en: "This token does not belong to you.", ar: "هذا الرمز لا يخصك." },
  signInUnavailable: { en: "Sign-in is temporarily unavailable.", ar: "تسجيل الدخول غير متاح مؤقتًا." },
  tooManyAttempts: { en: "Too many {what}. Try again in {minutes}.", ar: "{what} كثيرة جدًا. حاول مرة أخرى بعد {minutes}." },
  accountLocked: {
    en: "Too many failed sign-ins to this account. Try again in {minutes}, or sign in from a device you have used with it before.",
    ar: "محاولات دخول فاشلة كثيرة جدًا لهذا الحساب. حاول مرة أخرى بعد {minutes}، أو سجّل الدخول من جهاز استخدمته معه من قبل.",
  },
  usernameTaken: { en: "A user with that username already exists.", ar: "اسم المستخدم هذا مستخدم بالفعل." },
  emailTaken: { en: "A user with that email already exists.", ar: "يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل." },
  phoneTaken: { en: "A user with that phone number already exists.", ar: "يوجد حساب مسجل برقم الهاتف هذا بالفعل." },
  badUsername: { en: "Enter a valid username: letters, digits and @ . + - _ only.", ar: "أدخل اسم مستخدم صحيحًا: حروف وأرقام و @ . + - _ فقط." },
  badEmail: { en: "Enter a valid email address.", ar: "أدخل بريدًا إلكترونيًا صحيحًا." },
  badPhone: { en: "Enter a phone number of 10 to 15 digits.", ar: "أدخل رقم هاتف من 10 إلى 15 رقمًا." },
  passwordTooShort: { en: "Password must be at least 8 characters long.", ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل." },
  passwordNeedsUppercase: { en: "Password must contain at least one uppercase letter.", ar: "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل." },
  passwordNeedsLowercase: { en: "Password must contain at least one lowercase letter.", ar: "يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل." },
  passwordNeedsDigit: { en: "Password must contain at least one number.", ar: "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل." },
  passwordTooCommon: {
    en: "This password is too common: it is on a list of passwords leaked in data breaches, or is one of them with numbers or symbols added. Choose one that is harder to guess.",
    ar: "كلمة المرور هذه شائعة جدًا: فهي ضمن قائمة كلمات مرور تسرّبت في اختراقات للبيانات، أو إحداها مع أرقام أو رموز مضافة. اختر كلمة مرور يصعب تخمينها.",
  },
  // One-time codes (ADR 0029)
  badCode: { en: "Enter the six digits of the code we sent.", ar: "أدخل الأرقام الستة للرمز الذي أرسلناه." },
  wrongCode: {
    en: "This code is not right. Tries left: {tries}.",
    ar: "هذا الرمز غير صحيح. المحاولات المتبقية: {tries}.",
  },
  codeGone: {
    en: "This code has expired, was already used or was tried too often. Ask for a new code.",
    ar: "انتهت صلاحية هذا الرمز أو استُخدم من قبل أو جُرِّب مرات كثيرة. اطلب رمزًا جديدًا.",
  },
  contactCodeSent: {
    en: "We sent a code to {address}. It works once, for {minutes}.",
    ar: "أرسلنا رمزًا إلى {address}. يصلح الرمز مرة واحدة خلال {minutes}.",
  },
  resetCodeSent: {
    en: "If this names an account with a confirmed e-mail or phone, we sent a code to it. It works once, for {minutes}.",
    ar: "إن كان هذا يخص حسابًا له بريد إلكتروني أو هاتف مؤكَّد، فقد أرسلنا إليه رمزًا. يصلح الرمز مرة واحدة خلال {minutes}.",
  },
  passwordResetDone: {
    en: "Your new password is set and every other device was signed out.",
    ar: "تم تعيين كلمة المرور الجديدة وتسجيل الخروج من كل الأجهزة الأخرى.",
  },
  noContactToVerify: { en: "Add this contact to your profile first.", ar: "أضف وسيلة التواصل هذه إلى ملفك الشخصي أولًا." },
  alreadyVerified: { en: "This contact is already confirmed.", ar: "وسيلة التواصل هذه مؤكَّدة بالفعل." },
  phoneCodesOff: {
    en: "Phone numbers cannot be confirmed here yet: codes go by WhatsApp, which is not set up.",
    ar: "لا يمكن تأكيد أرقام الهاتف هنا بعد: الرموز تُرسل عبر واتساب، وهو غير مُعَدّ.",
  },
  passwordsDiffer: { en: "Passwords do not match.", ar: "كلمتا المرور غير متطابقتين." },
  wrongPassword: { en: "Current password is incorrect.", ar: "كلمة المرور الحالية غير صحيحة." },
  passwordUpdated: { en: "Password updated successfully.", ar: "تم تحديث كلمة المرور بنجاح." },

  // Stores, branches, people
  storeNameTaken: { en: "store with this name already exists.", ar: "يوجد متجر بهذا الاسم بالفعل." },
  storeSlugTaken: { en: "store with this slug already exists.", ar: "يوجد متجر بهذا المعرّف النصي (slug) بالفعل." },
  branchNameTaken: { en: "A branch with this name already exists in this store.", ar: "يوجد فرع بهذا الاسم في هذا المتجر بالفعل." },
  branchHasManager: {
    en: "This branch already has a manager. Change or remove that assignment first.",
    ar: "لهذا الفرع مدير بالفعل. غيّر هذا التعيين أو احذفه أولًا.",
  },
  noUserWithEmail: { en: "No user with this email address.", ar: "لا يوجد مستخدم بهذا البريد الإلكتروني." },
  noUserWithUsername: { en: "No user with this username.", ar: "لا يوجد مستخدم بهذا الاسم." },
  // The count in brackets: one sentence reads right for 1 order and for 11, in both languages.
  branchHasOpenOrders: {
    en: "This branch has open orders ({count}). Deliver or cancel them before deleting it.",
    ar: "لدى هذا الفرع طلبات مفتوحة ({count}). سلّمها أو ألغِها قبل حذف الفرع.",
  },
  adminOnlyOwnerOrSlug: {
    en: "Only a super admin can change a store's owner or slug.",
    ar: "لا يمكن تغيير مالك المتجر أو معرّفه النصي إلا لمدير النظام.",
  },
  adminOnlyStoreTheme: { en: "Only a super admin can give a store another theme.", ar: "لا يمكن تغيير مظهر المتجر إلا لمدير النظام." },
  ownerOnlySettings: { en: "Only the store's owner can change its settings.", ar: "لا يغيّر إعدادات المتجر إلا مالكه." },
  ownerOnlyThemes: { en: "Only the store's owner can change its themes.", ar: "لا يغيّر مظاهر المتجر إلا مالكه." },
  ownerOnlyProduct: {
    en: "Only the store's owner can change a product listed in branches you do not manage.",
    ar: "لا يغيّر منتجًا معروضًا في فروع لا تديرها إلا مالك المتجر.",
  },
  storeThemeNotOwn: { en: "A store can only use one of its own themes.", ar: "لا يستخدم المتجر إلا أحد مظاهره." },
  branchThemeNotOwn: { en: "A branch can only use a theme of its own store.", ar: "لا يستخدم الفرع إلا مظهرًا من مظاهر متجره." },
  themeCannotMove: { en: "A theme cannot move to another store.", ar: "لا يمكن نقل المظهر إلى متجر آخر." },
  notATheme: { en: "Expected an object with primary_color and secondary_color.", ar: "المتوقع كائن يحتوي على primary_color و secondary_color." },
  badColour: { en: "Enter a colour as #RRGGBB.", ar: "أدخل اللون بالصيغة \u200e#RRGGBB." },
  singleFile: { en: "Upload a single file.", ar: "ارفع ملفًا واحدًا فقط." },
  // The branch form's own words (docs/product.md §5), not Django REST's.
  branchNameRequired: { en: "Branch name is required", ar: "اسم الفرع مطلوب." },
  storeRequired: { en: "Store is required", ar: "المتجر مطلوب." },

  // Catalogue, listings, media
  cropNeedsWidth: { en: "A crop needs a width (w).", ar: "القص يحتاج إلى عرض (w)." },
  categoryNameTaken: { en: "A category with this name already exists.", ar: "يوجد تصنيف بهذا الاسم بالفعل." },
  categorySlugTaken: { en: "A category with this slug already exists.", ar: "يوجد تصنيف بهذا المعرّف النصي (slug) بالفعل." },
  slugAllDigits: { en: "A slug cannot be only digits.", ar: "لا يجوز أن يتكون المعرّف النصي (slug) من أرقام فقط." },
  badSlug: {
    en: "Enter a valid slug consisting of lowercase letters, numbers or hyphens.",
    ar: "أدخل معرّفًا نصيًا (slug) صحيحًا يتكون من حروف إنجليزية صغيرة أو أرقام أو شرطات.",
  },
  badCategoryIds: { en: "Enter a list of category ids, e.g. [1, 2].", ar: "أدخل قائمة بأرقام التصنيفات، مثل [1, 2]." },
  badIdList: { en: "Enter a comma-separated list of ids.", ar: "أدخل قائمة أرقام تفصل بينها فواصل." },
  badAmount: { en: "Enter a valid amount with at most 2 decimal places.", ar: "أدخل مبلغًا صحيحًا بخانتين عشريتين على الأكثر." },
  invalidStoreId: { en: "Invalid store id {id}.", ar: "رقم المتجر {id} غير صالح." },
  invalidCategoryId: { en: "Invalid category id {id}.", ar: "رقم التصنيف {id} غير صالح." },
  skuTaken: { en: "SKU already exists", ar: "رمز المنتج (SKU) مستخدم بالفعل." },
  noSuchProduct: { en: "No Product matches the given query.", ar: "المنتج غير موجود." },
  adminOnlyProductStore: { en: "Only a super admin can move a product to another store.", ar: "لا يمكن نقل منتج إلى متجر آخر إلا لمدير النظام." },
  productOfAnotherStore: { en: "Product belongs to another store.", ar: "هذا المنتج تابع لمتجر آخر." },
  alreadyListed: { en: "This product is already listed in this branch.", ar: "هذا المنتج معروض في هذا الفرع بالفعل." },
  listingBranchFixed: {
    en: "The branch of a listing cannot be changed; delete it and list the product again.",
    ar: "لا يمكن تغيير فرع العرض؛ احذفه ثم اعرض المنتج من جديد.",
  },
  listingProductFixed: {
    en: "The product of a listing cannot be changed; delete it and list the product again.",
    ar: "لا يمكن تغيير منتج العرض؛ احذفه ثم اعرض المنتج من جديد.",
  },
  noImages: { en: "Please select at least one image.", ar: "يرجى اختيار صورة واحدة على الأقل." },
  noFile: { en: "No file was submitted.", ar: "لم يتم إرسال أي ملف." },
  emptyFile: { en: "The submitted file is empty.", ar: "الملف المرسل فارغ." },
  imageTooBig: { en: "Image size must be less than 5MB.", ar: "يجب أن يكون حجم الصورة أقل من 5 ميجابايت." },
  fileTooBig: { en: "File size must be less than 5MB.", ar: "يجب أن يكون حجم الملف أقل من 5 ميجابايت." },
  notJpegPngGif: { en: "Only JPEG, PNG, or GIF files are allowed.", ar: "يُسمح فقط بملفات JPEG أو PNG أو GIF." },
  notJpegPng: { en: "Please upload a JPEG or PNG image.", ar: "يرجى رفع صورة بصيغة JPEG أو PNG." },
  damagedImage: { en: "The image file is damaged or incomplete.", ar: "ملف الصورة تالف أو غير مكتمل." },
  imageTooLarge: { en: "Image dimensions must be at most 6000 pixels on each side.", ar: "يجب ألا يزيد طول أي من جانبي الصورة على 6000 بكسل." },
  // One refused file among several (a product's gallery upload), by its name.
  fileRefused: { en: "{file}: {why}", ar: "{file}: {why}" },

  // Reviews
  badRating: { en: "Rating must be between 0.5 and 5 in steps of 0.5.", ar: "يجب أن يكون التقييم بين 0.5 و5 بزيادات قدرها 0.5." },
  ownStoreReview: { en: "You cannot review a product of a store you manage.", ar: "لا يمكنك تقييم منتج من متجر تديره." },

  // Cart, checkout, orders
  notInCart: { en: "This product is not in your cart.", ar: "هذا المنتج غير موجود في سلتك." },
  cartFull: {
    en: "A cart holds at most {max} different lines; this change would make {count}.",
    ar: "تتسع السلة لـ{max} بندًا مختلفًا على الأكثر؛ وهذا التغيير سيجعلها {count}.",
  },
  cartChanged: {
    en: "Your cart changed while this change was being saved. Please try again.",
    ar: "تغيّرت سلتك أثناء حفظ هذا التغيير. حاول مرة أخرى.",
  },
  notEnoughStock: { en: "Not enough stock.", ar: "الكمية المتوفرة في المخزون غير كافية." },
  pricesChanged: { en: "Prices have changed.", ar: "تغيّرت الأسعار." },
  badMobile: { en: MOBILE_ERROR, ar: "أدخل رقم موبايل مصريًا صحيحًا." },
  latitudeAndLongitude: { en: "Give both latitude and longitude, or neither.", ar: "أدخل خط العرض وخط الطول معًا، أو اتركهما معًا." },
  tooManyLines: { en: "A checkout may have at most {n} lines.", ar: "لا يجوز أن يزيد عدد بنود الطلب على {n}." },
  onlyYourOwnOrders: { en: "You can only place orders for yourself.", ar: "يمكنك تقديم الطلبات لنفسك فقط." },
  onlyPendingCancels: { en: "You can only cancel a pending order.", ar: "يمكنك إلغاء الطلب فقط وهو قيد الانتظار." },
  orderChanged: { en: "The order changed meanwhile; reload it.", ar: "تغيّر الطلب في هذه الأثناء؛ أعد تحميله." },
  orderAlready: { en: "The order is already {status}.", ar: "حالة الطلب بالفعل «{status}»." },
  // Orders confirmed before they are prepared (docs/decisions/0033)
  orderAwaitsConfirmation: {
    en: "This order must be confirmed by the customer (with their code) or by phone before it is prepared; until then it can only be cancelled.",
    ar: "يجب تأكيد هذا الطلب من العميل (بالرمز) أو بالهاتف قبل تجهيزه؛ وحتى ذلك الحين لا يمكن إلا إلغاؤه.",
  },
  codLimitRefusals: {
    en: "{n} of your orders were refused at delivery in the last 12 months, so cash on delivery is limited to EGP {cap} per order and every order must be confirmed; this order comes to EGP {total}. Remove some items to place it.",
    ar: "رُفض استلام {n} من طلباتك عند التوصيل خلال الأشهر الاثني عشر الماضية، لذا يقتصر الدفع عند الاستلام على {cap} جنيه للطلب الواحد ويجب تأكيد كل طلب؛ وإجمالي هذا الطلب {total} جنيه. احذف بعض المنتجات لتتمكن من إتمامه.",
  },
  refusalsCleared: { en: "The refusal rule is cleared for this customer.", ar: "أُلغيت قاعدة الرفض لهذا العميل." },
  orderNoConfirmation: { en: "This order is not waiting for a confirmation.", ar: "هذا الطلب لا ينتظر تأكيدًا." },
  onlyCustomerConfirms: { en: "Only the customer who placed the order confirms it with a code.", ar: "لا يؤكد الطلب بالرمز إلا العميل الذي قدّمه." },
  onlyShopConfirms: { en: "Only the branch's staff confirm an order by phone.", ar: "لا يؤكد الطلب بالهاتف إلا موظفو الفرع." },
  orderConfirmed: { en: "Order confirmed.", ar: "تم تأكيد الطلب." },
  orderCodeSent: { en: "A new code is on its way.", ar: "رمز جديد في الطريق إليك." },
  orderCodeNoContact: {
    en: "You have no verified e-mail address or WhatsApp number to send a code to: the branch will call you to confirm the order.",
    ar: "ليس لديك بريد إلكتروني أو رقم واتساب مؤكَّد لنرسل إليه الرمز: سيتصل بك الفرع لتأكيد الطلب.",
  },
  orderCannotMove: { en: "Cannot change an order from {from} to {to}.", ar: "لا يمكن تغيير حالة الطلب من «{from}» إلى «{to}»." },
  notBoughtAgain: {
    en: "Only a delivered, returned or cancelled order can be bought again.",
    ar: "لا يمكن إعادة شراء طلب إلا بعد توصيله أو إرجاعه أو إلغائه.",
  },
  // Cash on delivery accounted for (api/src/cash, docs/decisions/0032)
  cashOrderElsewhere: { en: "Order #{id} is not an order of this branch.", ar: "الطلب رقم {id} ليس من طلبات هذا الفرع." },
  cashOrderNotDelivered: { en: "Order #{id} is not delivered yet.", ar: "الطلب رقم {id} لم يُسلَّم بعد." },
  cashOrderRepeated: { en: "Order #{id} is listed more than once.", ar: "الطلب رقم {id} مذكور أكثر من مرة." },
  cashOrderCovered: {
    en: "The cash of order #{id} was already handed over (handover #{handover}).",
    ar: "نقدية الطلب رقم {id} سُلِّمت للفرع بالفعل (التسليم رقم {handover}).",
  },
  cashOrdersCovered: { en: "Some of these orders' cash was already handed over.", ar: "نقدية بعض هذه الطلبات سُلِّمت للفرع بالفعل." },
  cashNotDelivered: { en: "Only a delivered order's cash can be recorded.", ar: "لا تُسجَّل نقدية الطلب إلا بعد تسليمه." },

  // The wallet (api/src/wallet, docs/decisions/0034)
  walletOverTotal: {
    en: "This checkout comes to EGP {total}; pay at most that from your wallet.",
    ar: "إجمالي هذا الطلب {total} جنيه؛ ادفع من محفظتك هذا المبلغ على الأكثر.",
  },
  walletOverBalance: {
    en: "Your wallet holds EGP {balance}; pay at most that from it.",
    ar: "رصيد محفظتك {balance} جنيه؛ ادفع منها هذا المبلغ على الأكثر.",
  },
  walletChanged: {
    en: "Your wallet balance changed while the order was being placed (another order used it). Check your balance and place the order again.",
    ar: "تغيّر رصيد محفظتك أثناء تقديم الطلب (استُخدم في طلب آخر). راجع رصيدك ثم قدّم الطلب مرة أخرى.",
  },
  walletBelowZero: {
    en: "This would take the wallet below zero: it holds EGP {balance}.",
    ar: "هذا التعديل سيجعل رصيد المحفظة أقل من صفر، ورصيدها {balance} جنيه.",
  },

  // Wishlist
  notInWishlist: { en: "This product is not in your wishlist.", ar: "هذا المنتج غير موجود في قائمة المفضلة." },
  wishlistFull: {
    en: "A wishlist holds at most {max} products; this would make {count}.",
    ar: "تتسع قائمة المفضلة لـ{max} منتج على الأكثر؛ وهذه الإضافة ستجعلها {count}.",
  },
  wishlistChanged: { en: "The wishlist changed meanwhile; try again.", ar: "تغيّرت قائمة المفضلة في هذه الأثناء؛ حاول مرة أخرى." },

  // The address book (api/contract/addresses.ts)
  addressBookFull: {
    en: "An address book holds at most {max} addresses; delete one to add another.",
    ar: "يتسع دفتر العناوين لـ{max} عنوانًا على الأكثر؛ احذف عنوانًا لتضيف آخر.",
  },
  addressStaysDefault: {
    en: "Your book always has a default address: make another one the default instead.",
    ar: "لا بد أن يكون في دفترك عنوان افتراضي: اجعل عنوانًا آخر هو الافتراضي بدلًا من ذلك.",
  },

  // A line of a cart, a checkout or a wishlist sync: "Item 2: <what is wrong with it>". The
  // messages about a line's own fields name the field ("quantity must be at least 1.").
  item: { en: "Item {n}: {message}", ar: "البند {n}: {message}" },
  itemUnavailable: { en: "Item {n}: this product is not available in this branch.", ar: "البند {n}: هذا المنتج غير متوفر في هذا الفرع." },
  notACartLine: {
    en: "must be an object with product_id, branch_id and quantity.",
    ar: "يجب أن يكون كائنًا يحتوي على product_id و branch_id و quantity.",
  },
  notACheckoutLine: {
    en: "must be an object with product_id, branch_id, quantity and price.",
    ar: "يجب أن يكون كائنًا يحتوي على product_id و branch_id و quantity و price.",
  },
  repeatsItem: { en: "repeats the product and branch of item {n}.", ar: "يكرر منتج وفرع البند {n}." },
  quantityAtLeastOne: { en: "quantity must be at least 1.", ar: "يجب ألا تقل الكمية عن 1." },
  quantityAtMost: { en: "quantity must be at most {n}.", ar: "يجب ألا تزيد الكمية على {n}." },
  priceRequired: { en: "price is required.", ar: "السعر مطلوب." },
  badPrice: { en: 'price must be an amount such as "120.00".', ar: "يجب أن يكون السعر مبلغًا مثل \u200e120.00." },
  // "حقل ..." and "قيمة ..." keep one grammatical gender whatever the field's name.
  fieldRequired: { en: "{field} is required.", ar: "حقل {field} مطلوب." },
  fieldWhole: { en: "{field} must be a whole number.", ar: "يجب أن تكون قيمة {field} عددًا صحيحًا." },
  fieldPositiveInteger: { en: "{field} must be a positive integer.", ar: "يجب أن تكون قيمة {field} عددًا صحيحًا موجبًا." },
  fieldPositiveWhole: { en: "{field} must be a positive whole number.", ar: "يجب أن تكون قيمة {field} عددًا صحيحًا موجبًا." },
  fieldWholeFromTo: { en: "{field} must be a whole number from {min} to {max}.", ar: "يجب أن تكون قيمة {field} عددًا صحيحًا من {min} إلى {max}." },

  // Publishing the storefront (docs/decisions/0016)
  publishBusy: {
    en: "The storefront is already being published; wait for that run to finish.",
    ar: "يجري نشر المتجر بالفعل؛ انتظر حتى ينتهي هذا النشر.",
  },
  publishTriggerFailed: { en: "GitHub did not start the rebuild: {reason}", ar: "لم يبدأ GitHub إعادة البناء: {reason}" },
  publishSecretWrong: { en: "The publishing secret is not valid.", ar: "المفتاح السري للنشر غير صحيح." },
  publishNotConfigured: {
    en: "This API has no PUBLISH_SECRET, so no rebuilder can report to it.",
    ar: "لم يُضبط PUBLISH_SECRET في هذه الواجهة، فلا يمكن لأي أداة بناء أن ترسل إليها تقدمها.",
  },
  publishFinished: { en: "This publish run has already finished.", ar: "انتهى هذا النشر بالفعل." },
  publishNotStarted: { en: "This publish run has not started building yet.", ar: "لم يبدأ بناء هذا النشر بعد." },
  publishChanged: { en: "The publish run changed meanwhile; report again.", ar: "تغيّر النشر في هذه الأثناء؛ أرسل التقدم مرة أخرى." },
  badUrl: { en: "Enter a valid URL.", ar: "أدخل رابطًا صحيحًا." },

  // A branch's delivery settings (api/contract/delivery.ts)
  pickupNeedsPlace: {
    en: "Pickup needs the branch's address and opening hours.",
    ar: "الاستلام من الفرع يتطلب عنوان الفرع ومواعيد العمل.",
  },
  repeatedGovernorate: { en: "Governorate {id} is listed twice.", ar: "المحافظة {id} مذكورة مرتين." },
  areaOutsideGovernorate: { en: "Area {area} is not in governorate {governorate}.", ar: "المنطقة {area} ليست ضمن المحافظة {governorate}." },
  repeatedArea: { en: "Area {id} is listed twice.", ar: "المنطقة {id} مذكورة مرتين." },

  // Checkout with delivery (api/src/orders/checkout-plan.ts): {branch} and {area} are names
  // given in both languages (message-values.ts bothNames).
  cannotDeliver: {
    en: "{branch} does not deliver to {area}. Choose pickup or another branch.",
    ar: "{branch} لا يوصّل إلى {area}. اختر الاستلام من الفرع أو فرعًا آخر.",
  },
  noPickup: {
    en: "{branch} does not offer pickup. Choose delivery or another branch.",
    ar: "{branch} لا يتيح الاستلام من الفرع. اختر التوصيل أو فرعًا آخر.",
  },
  codLimit: {
    en: "{store} takes cash on delivery for orders up to EGP {cap}; this order comes to EGP {total}. Remove some items to place it.",
    ar: "يقبل {store} الدفع عند الاستلام للطلبات حتى {cap} جنيه، وإجمالي هذا الطلب {total} جنيه. احذف بعض المنتجات لتتمكن من إتمامه.",
  },
  quoteChanged: {
    en: "Delivery or the total changed since you saw it. Check the new total and place the order again.",
    ar: "تغيّر التوصيل أو الإجمالي منذ أن رأيته. راجع الإجمالي الجديد ثم أكّد الطلب مرة أخرى.",
  },
  pickupHeld: {
    en: "A pickup order waits for its customer until {day}; it can be cancelled after that day.",
    ar: "ينتظر طلب الاستلام عميله حتى {day}، ويمكن إلغاؤه بعد هذا اليوم.",
  },
  // Refused and failed deliveries (docs/decisions/0030)
  returnNeedsAttempt: {
    en: "A shipped order comes back as returned only after a failed delivery attempt is recorded; if the customer refused it, mark it refused first.",
    ar: "لا يُسجَّل الطلب المشحون مُرتجعًا إلا بعد تسجيل محاولة توصيل فاشلة؛ وإن رفضه العميل فسجّله «رُفض عند الاستلام» أولًا.",
  },
  attemptNotShipped: {
    en: "A failed delivery attempt can be recorded only while the order is shipped; it is {status}.",
    ar: "لا تُسجَّل محاولة توصيل فاشلة إلا والطلب في حالة «تم الشحن»، وحالته الآن «{status}».",
  },
  onlyShopRecordsAttempts: {
    en: "Only the order's branch can record a delivery attempt.",
    ar: "لا يسجّل محاولات التوصيل إلا فرع الطلب.",
  },
  // Returns of delivered goods (api/src/returns, docs/decisions/0035)
  returnNotDelivered: {
    en: "Only a delivered order can be returned; this one is {status}.",
    ar: "لا يُرتجع إلا طلب تم توصيله، وحالة هذا الطلب «{status}».",
  },
  returnWindowClosed: {
    en: "A return for any reason is accepted within 14 days of delivery; this order was delivered on {day}. A fault in the goods can still be returned within 30 days.",
    ar: "يُقبل الإرجاع لأي سبب خلال 14 يومًا من التوصيل، وقد وصل هذا الطلب في {day}. أما عيب في البضاعة فيمكن إرجاعه خلال 30 يومًا.",
  },
  returnDefectWindowClosed: {
    en: "A return is accepted within 30 days of delivery at most (for a fault in the goods); this order was delivered on {day}.",
    ar: "يُقبل الإرجاع خلال 30 يومًا من التوصيل على الأكثر (لعيب في البضاعة)، وقد وصل هذا الطلب في {day}.",
  },
  returnLineNotInOrder: { en: "Item {id} is not part of this order.", ar: "البند {id} ليس من هذا الطلب." },
  returnLineRepeated: { en: "Item {id} is listed more than once.", ar: "البند {id} مذكور أكثر من مرة." },
  returnTooMany: {
    en: "At most {n} of item {id} can still be returned: what was bought, less what other returns already hold.",
    ar: "لا يمكن إرجاع أكثر من {n} من البند {id}: الكمية المشتراة مطروحًا منها ما تشمله مرتجعات أخرى.",
  },
  returnChanged: { en: "The return changed meanwhile; reload it.", ar: "تغيّر المرتجع في هذه الأثناء؛ أعد تحميله." },
  returnCannotMove: {
    en: "This return is {status}; it cannot move to {to}.",
    ar: "حالة هذا المرتجع «{status}»، ولا يمكن نقله إلى «{to}».",
  },
  onlyShopMovesReturns: {
    en: "Only the order's branch can answer, receive or refund a return.",
    ar: "لا يقبل المرتجع أو يرفضه أو يستلمه أو يرد مبلغه إلا فرع الطلب.",
  },
  onlyOwnOrderReturns: { en: "You can only return your own orders.", ar: "يمكنك إرجاع طلباتك فقط." },
  dayNotPast: { en: "The date must be today or later.", ar: "يجب أن يكون التاريخ اليوم أو بعده." },
  // Merchant figures (api/contract/reports.ts)
  reportPeriodOrder: {
    en: "The period's first day must not be after its last.",
    ar: "يجب ألا يكون أول يوم في الفترة بعد آخر يوم فيها.",
  },
  reportPeriodTooLong: {
    en: "A report covers at most {days} days.",
    ar: "يغطي التقرير {days} يومًا على الأكثر.",
  },
  // Notifications (api/contract/notifications.ts)
  securityNoticeAlwaysOn: {
    en: "Security notices cannot be turned off.",
    ar: "لا يمكن إيقاف تنبيهات الأمان.",
  },
  // Offer imports (issue 31, ADR 0037): the file as a whole, then each row.
  importFileType: { en: "Upload a CSV (UTF-8) or XLSX file.", ar: "ارفع ملف CSV (بترميز UTF-8) أو XLSX." },
  importNotUtf8: {
    en: 'This CSV file is not UTF-8. Save it as "CSV UTF-8" and upload it again.',
    ar: 'ملف CSV هذا ليس بترميز UTF-8. احفظه بصيغة "CSV UTF-8" وارفعه مرة أخرى.',
  },
  importNotXlsx: { en: "This XLSX file could not be read.", ar: "تعذرت قراءة ملف XLSX هذا." },
  importTooLarge: { en: "The file is larger than {n} MB.", ar: "حجم الملف أكبر من {n} ميجابايت." },
  importTooManyRows: { en: "The file has more than {n} rows.", ar: "يحتوي الملف على أكثر من {n} صف." },
  importNoRows: { en: "The file has no rows under its header.", ar: "لا توجد صفوف تحت عناوين الأعمدة في الملف." },
  importMissingColumns: { en: "The header lacks these columns: {columns}.", ar: "تنقص عناوين الأعمدة هذه الأعمدة: {columns}." },
  importSkuBlank: { en: "The SKU is empty.", ar: "رمز المنتج (SKU) فارغ." },
  importUnknownSku: { en: 'No product has the SKU "{sku}".', ar: 'لا يوجد منتج برمز "{sku}".' },
  importBranchBlank: { en: "The branch is empty.", ar: "الفرع فارغ." },
  importUnknownBranch: { en: 'No branch you run is "{ref}".', ar: 'لا يوجد فرع تديره باسم أو رقم "{ref}".' },
  importAmbiguousBranch: {
    en: 'More than one branch is called "{ref}": use the branch\'s id.',
    ar: 'يوجد أكثر من فرع باسم "{ref}": استخدم رقم الفرع.',
  },
  importOtherStore: {
    en: 'Branch "{ref}" belongs to another store than this product.',
    ar: 'الفرع "{ref}" تابع لمتجر غير متجر هذا المنتج.',
  },
  importBadPrice: { en: 'The price "{value}" is not an amount in EGP.', ar: 'السعر "{value}" ليس مبلغًا بالجنيه.' },
  importZeroPrice: { en: "The price must be above 0.", ar: "يجب أن يكون السعر أكبر من 0." },
  importBadStock: { en: 'The stock "{value}" is not a whole number.', ar: 'المخزون "{value}" ليس عددًا صحيحًا.' },
  importNegativeStock: { en: "The stock may not be below 0.", ar: "لا يجوز أن يقل المخزون عن 0." },
  importBadAvailable: {
    en: 'Available must be yes or no, not "{value}".',
    ar: 'يجب أن تكون قيمة «متاح» نعم أو لا، وليس "{value}".',
  },
  importNewNeedsValues: {
    en: "A new offer needs a price and a stock.",
    ar: "يحتاج العرض الجديد إلى سعر ومخزون.",
  },
  importDuplicate: {
    en: "Row {row} already sets this product at this branch.",
    ar: "الصف {row} يحدد هذا المنتج في هذا الفرع بالفعل.",
  },
  importNotReady: { en: "This import is not ready to apply ({status}).", ar: "هذا الاستيراد غير جاهز للتطبيق ({status})." },
  importHasErrors: {
    en: "The file has rows with errors: correct them and upload it again. Nothing was applied.",
    ar: "يحتوي الملف على صفوف بها أخطاء: صححها وارفع الملف مرة أخرى. لم يُطبَّق شيء.",
  },
  importStale: {
    en: "Offers changed since this file was checked (row {row}): upload it again to check it anew. Nothing was applied.",
    ar: "تغيرت العروض منذ فحص هذا الملف (الصف {row}): ارفعه مرة أخرى لفحصه من جديد. لم يُطبَّق شيء.",
  },
} as const satisfies Record<string, Entry>;

export type MessageId = keyof typeof MESSAGES;
