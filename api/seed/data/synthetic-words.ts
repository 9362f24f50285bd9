// Words the synthetic catalogue combines into product names, per store kind. Each noun
// carries its category; Arabic modifiers are invariable (loanwords, or "لون …"), so the
// combinations stay grammatical.
import type { StoreKind } from "./stores";

type Pair = [string, string];
export interface Vocabulary {
  nouns: [string, string, string][]; // English, Arabic, category slug
  modifiers: Pair[];
  variants: Pair[];
  pitches: Pair[];
  /** Base prices in pounds. */
  price: [number, number];
}

export const WORDS: Record<StoreKind, Vocabulary> = {
  groceries: {
    nouns: [
      ["Rice", "أرز", "pantry"],
      ["Pasta", "مكرونة", "pantry"],
      ["Lentils", "عدس", "pantry"],
      ["Chickpeas", "حمص", "pantry"],
      ["Flour", "دقيق", "pantry"],
      ["Sugar", "سكر", "pantry"],
      ["Tahini", "طحينة", "pantry"],
      ["Dates", "تمر", "fresh-produce"],
      ["Potatoes", "بطاطس", "fresh-produce"],
      ["Oranges", "برتقال", "fresh-produce"],
      ["Cheese", "جبنة", "dairy-eggs"],
      ["Yogurt", "زبادي", "dairy-eggs"],
      ["Butter", "زبدة", "dairy-eggs"],
      ["Tea", "شاي", "beverages"],
      ["Coffee", "قهوة", "beverages"],
      ["Juice", "عصير", "beverages"],
    ],
    modifiers: [
      ["Premium", "ممتاز"],
      ["Organic", "أورجانيك"],
      ["Classic", "كلاسيك"],
      ["Family Pack", "عبوة عائلية"],
      ["Light", "لايت"],
      ["Extra", "إكسترا"],
    ],
    variants: [
      ["250 g", "٢٥٠ جم"],
      ["500 g", "٥٠٠ جم"],
      ["1 kg", "١ كجم"],
      ["2 kg", "٢ كجم"],
      ["1 L", "١ لتر"],
      ["6 Pack", "٦ قطع"],
    ],
    pitches: [
      ["Everyday quality at a fair price.", "جودة يومية بسعر مناسب."],
      ["Carefully selected and packed.", "مختار ومعبأ بعناية."],
      ["A pantry favourite.", "من أساسيات كل بيت."],
    ],
    price: [15, 450],
  },
  electronics: {
    nouns: [
      ["Phone Case", "جراب موبايل", "mobiles-tablets"],
      ["Charger", "شاحن", "mobiles-tablets"],
      ["Tablet", "تابلت", "mobiles-tablets"],
      ["Smart Watch", "ساعة ذكية", "mobiles-tablets"],
      ["Headphones", "سماعات رأس", "audio"],
      ["Earbuds", "سماعات أذن", "audio"],
      ["Speaker", "سماعة", "audio"],
      ["Soundbar", "ساوند بار", "audio"],
      ["Keyboard", "لوحة مفاتيح", "computers"],
      ["Mouse", "ماوس", "computers"],
      ["Monitor", "شاشة", "computers"],
      ["Router", "راوتر", "computers"],
      ["Flash Drive", "فلاشة", "computers"],
      ["Webcam", "كاميرا ويب", "computers"],
      ["Iron", "مكواة", "home-appliances"],
      ["Vacuum Cleaner", "مكنسة كهربائية", "home-appliances"],
    ],
    modifiers: [
      ["Pro", "برو"],
      ["Max", "ماكس"],
      ["Lite", "لايت"],
      ["Plus", "بلس"],
      ["Mini", "ميني"],
      ["Ultra", "ألترا"],
    ],
    variants: [
      ["Black", "لون أسود"],
      ["White", "لون أبيض"],
      ["Blue", "لون أزرق"],
      ["Silver", "لون فضي"],
      ["Grey", "لون رمادي"],
    ],
    pitches: [
      ["Backed by the official local warranty.", "بضمان الوكيل المحلي."],
      ["Reliable, efficient and easy to use.", "موثوق وموفر وسهل الاستخدام."],
      ["Tested in our service centre.", "مختبر في مركز الخدمة لدينا."],
    ],
    price: [150, 25000],
  },
  fashion: {
    nouns: [
      ["T-Shirt", "تي شيرت", "mens-fashion"],
      ["Shirt", "قميص", "mens-fashion"],
      ["Jeans", "جينز", "mens-fashion"],
      ["Jacket", "جاكيت", "mens-fashion"],
      ["Hoodie", "هودي", "mens-fashion"],
      ["Dress", "فستان", "womens-fashion"],
      ["Blouse", "بلوزة", "womens-fashion"],
      ["Skirt", "جيبة", "womens-fashion"],
      ["Scarf", "إيشارب", "womens-fashion"],
      ["Abaya", "عباءة", "womens-fashion"],
      ["Sneakers", "كوتشي", "shoes-bags"],
      ["Sandals", "صندل", "shoes-bags"],
      ["Belt", "حزام", "shoes-bags"],
      ["Wallet", "محفظة", "shoes-bags"],
      ["Backpack", "شنطة ظهر", "shoes-bags"],
      ["Handbag", "شنطة يد", "shoes-bags"],
    ],
    modifiers: [
      ["Classic", "كلاسيك"],
      ["Slim Fit", "سليم فيت"],
      ["Oversized", "أوفر سايز"],
      ["Cotton", "قطن"],
      ["Linen", "كتان"],
      ["Denim", "دنيم"],
    ],
    variants: [
      ["Black", "لون أسود"],
      ["Navy", "لون كحلي"],
      ["Beige", "لون بيج"],
      ["Olive", "لون زيتي"],
      ["Burgundy", "لون نبيتي"],
    ],
    pitches: [
      ["Made in Egypt from quality fabric.", "صناعة مصرية من خامات عالية الجودة."],
      ["Comfortable from morning to night.", "مريح من الصبح لآخر اليوم."],
      ["Easy to match with your wardrobe.", "سهل التنسيق مع ملابسك."],
    ],
    price: [120, 2500],
  },
  home: {
    nouns: [
      ["Mug", "مج", "kitchen-dining"],
      ["Plate Set", "طقم أطباق", "kitchen-dining"],
      ["Pot", "حلة", "kitchen-dining"],
      ["Knife Set", "طقم سكاكين", "kitchen-dining"],
      ["Food Container", "علبة حفظ طعام", "kitchen-dining"],
      ["Bed Sheet", "ملاية سرير", "bedding-bath"],
      ["Towel", "فوطة", "bedding-bath"],
      ["Bathrobe", "برنس", "bedding-bath"],
      ["Duvet", "لحاف", "bedding-bath"],
      ["Cushion", "خدادية", "home-decor"],
      ["Curtain", "ستارة", "home-decor"],
      ["Rug", "سجادة", "home-decor"],
      ["Vase", "فازة", "home-decor"],
      ["Wall Clock", "ساعة حائط", "home-decor"],
      ["Lamp", "أباجورة", "home-decor"],
      ["Kettle", "غلاية", "home-appliances"],
    ],
    modifiers: [
      ["Classic", "كلاسيك"],
      ["Modern", "مودرن"],
      ["Deluxe", "ديلوكس"],
      ["Boho", "بوهو"],
      ["Nordic", "نورديك"],
      ["Vintage", "فينتاج"],
    ],
    variants: [
      ["White", "لون أبيض"],
      ["Grey", "لون رمادي"],
      ["Sand", "لون رملي"],
      ["Teal", "لون تركواز"],
      ["Terracotta", "لون طوبي"],
    ],
    pitches: [
      ["Made to last in a busy home.", "متين ومناسب للاستخدام اليومي."],
      ["Adds warmth to any room.", "يضيف دفئًا لأي ركن في البيت."],
      ["Easy to clean and care for.", "سهل التنظيف والعناية."],
    ],
    price: [60, 5000],
  },
};
