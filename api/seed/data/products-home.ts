import type { ProductSeed } from "./product-seed";

export const HOME: ProductSeed[] = [
  {
    name: "Non-Stick Frying Pan 28 cm", name_ar: "مقلاة غير لاصقة ٢٨ سم", price: 650, motif: "plate", picture: "frying-pan", categories: ["kitchen-dining"], badge: "Best Seller",
    short: ["Granite-coated pan that needs little oil.", "مقلاة بطبقة جرانيت تحتاج القليل من الزيت."],
    features: [["Granite non-stick coating", "طلاء جرانيت غير لاصق"], ["Works on all hobs", "تعمل على كل أنواع المواقد"]],
  },
  {
    name: "Stainless Steel Cookware Set 10 pcs", name_ar: "طقم حلل ستانلس ستيل ١٠ قطع", price: 4200, motif: "jar", picture: "cookware", categories: ["kitchen-dining"],
    short: ["Ten-piece cookware set with glass lids.", "طقم حلل ١٠ قطع بأغطية زجاج."],
    features: [["18/10 stainless steel", "ستانلس ستيل ١٨/١٠"], ["Tempered glass lids", "أغطية زجاج مقسّى"], ["Oven safe to 200 °C", "آمن في الفرن حتى ٢٠٠ درجة"]],
  },
  {
    name: "Porcelain Dinner Set 24 pcs", name_ar: "طقم سفرة بورسلين ٢٤ قطعة", price: 2900, motif: "plate", picture: "dinnerware", categories: ["kitchen-dining"], badge: "New",
    short: ["White porcelain dinner set for six.", "طقم سفرة بورسلين أبيض لستة أفراد."],
    features: [["24 pieces", "٢٤ قطعة"], ["Microwave and dishwasher safe", "آمن في الميكروويف وغسالة الأطباق"]],
  },
  {
    name: "Glass Water Jug 1.5 L", name_ar: "دورق مياه زجاج ١٫٥ لتر", price: 180, motif: "bottle", picture: "jug", categories: ["kitchen-dining"],
    short: ["Clear glass jug with a stainless lid.", "دورق زجاج شفاف بغطاء ستانلس."],
    features: [["Heat-resistant glass", "زجاج مقاوم للحرارة"], ["Drip-free spout", "فوهة لا تُسقط نقاطًا"]],
  },
  {
    name: "Tea Glasses Set of 6", name_ar: "طقم كوبايات شاي ٦ قطع", price: 220, motif: "jar", picture: "tea-glasses", categories: ["kitchen-dining"],
    short: ["Classic Egyptian tea glasses.", "كوبايات شاي مصرية كلاسيكية."],
    features: [["Tempered glass", "زجاج مقسّى"], ["Six glasses", "ست كوبايات"]],
  },
  {
    name: "Cotton Bed Sheet Set", name_ar: "طقم ملاية سرير قطن", price: 1100, motif: "pillow", picture: "bed-sheets", categories: ["bedding-bath"],
    short: ["Queen sheet set in 300-thread-count cotton.", "طقم ملاية مقاس كوين من القطن بكثافة ٣٠٠ خيط."],
    features: [["Fitted sheet, flat sheet and two pillowcases", "ملاية بأستك وملاية ساده وكيسان مخدة"], ["Egyptian cotton", "قطن مصري"]],
  },
  {
    name: "Memory Foam Pillow", name_ar: "مخدة ميموري فوم", price: 650, motif: "pillow", picture: "pillow", categories: ["bedding-bath"],
    short: ["Supportive pillow that follows your neck.", "مخدة تسند الرقبة وتأخذ شكلها."],
    features: [["Washable cover", "كيس قابل للغسيل"], ["Medium firmness", "صلابة متوسطة"]],
  },
  {
    name: "Bath Towel Set", name_ar: "طقم فوط حمام", price: 480, motif: "pillow", picture: "towels", categories: ["bedding-bath"],
    short: ["Four thick, absorbent cotton towels.", "أربع فوط قطن سميكة وماصة."],
    features: [["550 g/m² cotton", "قطن ٥٥٠ جم/م²"], ["Two bath and two hand towels", "فوطتان للاستحمام وفوطتان لليد"]],
  },
  {
    name: "Wool Blanket", name_ar: "بطانية صوف", price: 1350, motif: "pillow", picture: "blanket", categories: ["bedding-bath"],
    short: ["Warm double blanket for the winter.", "بطانية مزدوجة دافئة للشتاء."],
    features: [["Wool blend", "خليط صوف"], ["220 × 240 cm", "مقاس ٢٢٠ × ٢٤٠ سم"]],
  },
  {
    name: "Table Lamp", name_ar: "أباجورة مكتب", price: 780, motif: "lamp", picture: "lamp", categories: ["home-decor"],
    short: ["Warm reading lamp with a linen shade.", "أباجورة قراءة بضوء دافئ وغطاء كتان."],
    features: [["E27 bulb socket", "دواية لمبة E27"], ["Linen shade", "غطاء من الكتان"]],
  },
  {
    name: "Round Wall Mirror", name_ar: "مرآة حائط دائرية", price: 950, motif: "plate", picture: "mirror", categories: ["home-decor"], badge: "New",
    short: ["Round mirror in a thin brass frame.", "مرآة دائرية بإطار نحاسي رفيع."],
    features: [["60 cm diameter", "قطر ٦٠ سم"], ["Ready to hang", "جاهزة للتعليق"]],
  },
  {
    name: "Scented Candles Set", name_ar: "طقم شموع معطرة", price: 320, motif: "jar", picture: "candles", categories: ["home-decor"],
    short: ["Three soy candles: jasmine, oud and orange blossom.", "ثلاث شموع صويا: ياسمين وعود وزهر البرتقال."],
    features: [["Soy wax", "شمع صويا"], ["30 hours each", "٣٠ ساعة لكل شمعة"]],
  },
  {
    name: "Decorative Cushion", name_ar: "خدادية ديكور", price: 260, motif: "pillow", picture: "cushion", categories: ["home-decor"],
    short: ["Woven cushion with a removable cover.", "خدادية منسوجة بكيس قابل للفك."],
    features: [["45 × 45 cm", "مقاس ٤٥ × ٤٥ سم"], ["Hidden zip", "سوستة مخفية"]],
  },
  {
    name: "Handmade Rug 160 × 230", name_ar: "سجادة يدوية ١٦٠ × ٢٣٠", price: 3400, motif: "box", picture: "rug", categories: ["home-decor"],
    short: ["Hand-woven kilim rug from Fowa.", "سجادة كليم منسوجة يدويًا من فوه."],
    features: [["Hand woven", "منسوجة يدويًا"], ["Pure wool", "صوف خالص"]],
  },
  {
    name: "Ceramic Vase", name_ar: "فازة سيراميك", price: 420, motif: "bottle", picture: "vase", categories: ["home-decor"],
    short: ["Hand-glazed vase in Nile blue.", "فازة مزججة يدويًا بلون أزرق النيل."],
    features: [["Hand glazed", "مزججة يدويًا"], ["35 cm tall", "ارتفاع ٣٥ سم"]],
  },
  {
    name: "Blender 600 W", name_ar: "خلاط كهربائي ٦٠٠ وات", price: 1750, motif: "jar", picture: "blender", categories: ["home-appliances", "kitchen-dining"],
    short: ["Blender with a 1.5-litre glass jar.", "خلاط بدورق زجاج سعة ١٫٥ لتر."],
    features: [["Two speeds and pulse", "سرعتان وخاصية النبض"], ["Ice-crushing blades", "شفرات لتكسير الثلج"]],
  },
];
