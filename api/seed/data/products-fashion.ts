import type { ProductSeed } from "./product-seed";

export const FASHION: ProductSeed[] = [
  {
    name: "Men's Cotton Shirt", name_ar: "قميص قطن رجالي", price: 650, motif: "shirt", picture: "shirt", categories: ["mens-fashion"],
    short: ["Egyptian cotton shirt, regular fit.", "قميص من القطن المصري بقصة عادية."],
    features: [["100% Egyptian cotton", "قطن مصري ١٠٠٪"], ["Sizes S to XXL", "مقاسات من S إلى XXL"]],
  },
  {
    name: "Slim Fit Jeans", name_ar: "بنطلون جينز سليم فيت", price: 890, motif: "box", picture: "jeans", categories: ["mens-fashion"], badge: "Best Seller",
    short: ["Stretch denim that keeps its shape.", "جينز مرن يحافظ على شكله."],
    features: [["Stretch denim", "قماش جينز مرن"], ["Dark blue wash", "لون أزرق غامق"]],
  },
  {
    name: "Polo T-Shirt", name_ar: "تي شيرت بولو", price: 420, motif: "shirt", picture: "polo", categories: ["mens-fashion"],
    short: ["Piqué polo for hot summer days.", "تي شيرت بولو بيكيه لأيام الصيف الحارة."],
    features: [["Breathable piqué cotton", "قطن بيكيه يسمح بالتهوية"], ["Six colours", "ستة ألوان"]],
  },
  {
    name: "Linen Trousers", name_ar: "بنطلون كتان", price: 720, motif: "box", picture: "trousers", categories: ["mens-fashion"],
    short: ["Light linen trousers with an elastic waist.", "بنطلون كتان خفيف بوسط مطاط."],
    features: [["Pure linen", "كتان خالص"], ["Side pockets", "جيوب جانبية"]],
  },
  {
    name: "Women's Abaya", name_ar: "عباءة نسائية", price: 1350, motif: "shirt", picture: "abaya", categories: ["womens-fashion"], badge: "New",
    short: ["Flowing crepe abaya with embroidered cuffs.", "عباءة كريب انسيابية بأكمام مطرزة."],
    features: [["Soft crepe fabric", "قماش كريب ناعم"], ["Hand embroidery", "تطريز يدوي"], ["Lengths 52 to 60", "أطوال من ٥٢ إلى ٦٠"]],
  },
  {
    name: "Floral Summer Dress", name_ar: "فستان صيفي مشجر", price: 980, motif: "shirt", picture: "dress", categories: ["womens-fashion"],
    short: ["Midi dress in a light floral viscose.", "فستان ميدي من الفسكوز المشجر الخفيف."],
    features: [["Viscose fabric", "قماش فسكوز"], ["Fully lined", "مبطن بالكامل"]],
  },
  {
    name: "Silk Scarf", name_ar: "إيشارب حرير", price: 380, motif: "pillow", picture: "scarf", categories: ["womens-fashion"],
    short: ["Printed silk scarf, 90 × 90 cm.", "إيشارب حرير مطبوع مقاس ٩٠ × ٩٠ سم."],
    features: [["Pure silk", "حرير طبيعي"], ["Hand-rolled edges", "حواف ملفوفة يدويًا"]],
  },
  {
    name: "Knitted Cardigan", name_ar: "كارديجان تريكو", price: 760, motif: "shirt", picture: "cardigan", categories: ["womens-fashion"],
    short: ["Soft cardigan for cool evenings.", "كارديجان ناعم للأمسيات الباردة."],
    features: [["Wool blend", "خليط صوف"], ["Front pockets", "جيوب أمامية"]],
  },
  {
    name: "Leather Handbag", name_ar: "حقيبة يد جلد", price: 1650, motif: "bag", picture: "handbag", categories: ["shoes-bags", "womens-fashion"], badge: "Sale",
    short: ["Genuine leather tote with a zip pocket.", "شنطة يد من الجلد الطبيعي بجيب بسوستة."],
    features: [["Genuine leather", "جلد طبيعي"], ["Fits a 13-inch laptop", "تتسع للابتوب ١٣ بوصة"]],
  },
  {
    name: "Canvas Backpack", name_ar: "حقيبة ظهر كانفاس", price: 690, motif: "bag", picture: "backpack", categories: ["shoes-bags"],
    short: ["Everyday backpack for university and travel.", "حقيبة ظهر يومية للجامعة والسفر."],
    features: [["Water-repellent canvas", "كانفاس طارد للماء"], ["Padded laptop sleeve", "جيب مبطن للابتوب"]],
  },
  {
    name: "Running Sneakers", name_ar: "حذاء رياضي للجري", price: 1450, motif: "shoe", picture: "sneaker", categories: ["shoes-bags"], badge: "Best Seller",
    short: ["Cushioned running shoes with a breathable mesh.", "حذاء جري مريح بشبك يسمح بالتهوية."],
    features: [["Foam midsole", "نعل أوسط من الفوم"], ["Sizes 37 to 46", "مقاسات من ٣٧ إلى ٤٦"]],
  },
  {
    name: "Leather Loafers", name_ar: "حذاء لوفر جلد", price: 1800, motif: "shoe", picture: "loafer", categories: ["shoes-bags", "mens-fashion"],
    short: ["Hand-stitched loafers in brown leather.", "حذاء لوفر مخيط يدويًا من الجلد البني."],
    features: [["Genuine leather", "جلد طبيعي"], ["Rubber sole", "نعل من المطاط"]],
  },
  {
    name: "Women's Sandals", name_ar: "صندل حريمي", price: 540, motif: "shoe", picture: "sandal", categories: ["shoes-bags", "womens-fashion"],
    short: ["Comfortable flat sandals for summer.", "صندل فلات مريح للصيف."],
    features: [["Cushioned footbed", "فرش داخلي مريح"], ["Adjustable strap", "سير قابل للضبط"]],
  },
  {
    name: "Classic Wristwatch", name_ar: "ساعة يد كلاسيكية", price: 2200, motif: "gem", picture: "wristwatch", categories: ["mens-fashion"],
    short: ["Stainless steel watch with a leather strap.", "ساعة ستانلس ستيل بسوار جلد."],
    features: [["Water resistant to 50 m", "مقاومة للماء حتى ٥٠ مترًا"], ["Two-year warranty", "ضمان لمدة عامين"]],
  },
  {
    name: "Polarised Sunglasses", name_ar: "نظارة شمسية مستقطبة", price: 750, motif: "diamond", picture: "sunglasses", categories: ["mens-fashion", "womens-fashion"],
    short: ["UV400 polarised lenses in a light frame.", "عدسات مستقطبة بحماية UV400 في إطار خفيف."],
    features: [["UV400 protection", "حماية UV400"], ["Hard case included", "علبة صلبة مرفقة"]],
  },
  {
    name: "Cotton Pyjama Set", name_ar: "طقم بيجامة قطن", price: 560, motif: "shirt", picture: "pyjamas", categories: ["womens-fashion"],
    short: ["Two-piece pyjama set in soft jersey.", "طقم بيجامة قطعتين من الجيرسيه الناعم."],
    features: [["Soft cotton jersey", "قطن جيرسيه ناعم"], ["Elastic waist", "وسط مطاط"]],
  },
];
