import type { ProductSeed } from "./product-seed";

export const ELECTRONICS: ProductSeed[] = [
  {
    name: "Wireless Earbuds", name_ar: "سماعات لاسلكية", price: 1450, motif: "earbuds", picture: "earbuds", categories: ["audio"], badge: "Best Seller",
    short: ["True wireless earbuds with a pocket charging case.", "سماعات لاسلكية بالكامل مع علبة شحن صغيرة."],
    features: [["Up to 24 hours with the case", "حتى ٢٤ ساعة مع علبة الشحن"], ["Touch controls", "تحكم باللمس"], ["Sweat resistant (IPX4)", "مقاومة للعرق (IPX4)"]],
  },
  {
    name: "Noise-Cancelling Headphones", name_ar: "سماعات رأس عازلة للضوضاء", price: 4800, motif: "earbuds", picture: "headphones", categories: ["audio"],
    short: ["Over-ear headphones that shut out the city.", "سماعات رأس تعزل عنك صخب المدينة."],
    features: [["Active noise cancelling", "عزل نشط للضوضاء"], ["30-hour battery", "بطارية تدوم ٣٠ ساعة"], ["Foldable with travel case", "قابلة للطي مع حقيبة سفر"]],
  },
  {
    name: "Portable Bluetooth Speaker", name_ar: "سماعة بلوتوث محمولة", price: 1250, motif: "gem", picture: "speaker", categories: ["audio"],
    short: ["Loud, waterproof speaker for the beach and the balcony.", "سماعة قوية مقاومة للماء للبحر والبلكونة."],
    features: [["Waterproof (IPX7)", "مقاومة للماء (IPX7)"], ["12 hours of play", "تشغيل لمدة ١٢ ساعة"]],
  },
  {
    name: "Smartphone 128 GB", name_ar: "هاتف ذكي ١٢٨ جيجابايت", price: 12999, motif: "phone", picture: "phone", categories: ["mobiles-tablets"], badge: "Sale",
    short: ["A 6.5-inch phone with a camera that loves low light.", "هاتف بشاشة ٦٫٥ بوصة وكاميرا ممتازة في الإضاءة الخافتة."],
    features: [["128 GB storage, 6 GB RAM", "مساحة ١٢٨ جيجابايت وذاكرة ٦ جيجابايت"], ["50 MP main camera", "كاميرا رئيسية ٥٠ ميجابكسل"], ["5000 mAh battery", "بطارية ٥٠٠٠ مللي أمبير"]],
  },
  {
    name: "Smartphone Pro 256 GB", name_ar: "هاتف ذكي برو ٢٥٦ جيجابايت", price: 21500, motif: "phone", picture: "phone", categories: ["mobiles-tablets"], badge: "New",
    short: ["Flagship phone with a 120 Hz display and triple camera.", "هاتف رائد بشاشة ١٢٠ هرتز وثلاث كاميرات."],
    features: [["256 GB storage, 12 GB RAM", "مساحة ٢٥٦ جيجابايت وذاكرة ١٢ جيجابايت"], ["120 Hz AMOLED display", "شاشة AMOLED بتردد ١٢٠ هرتز"], ["65 W fast charging", "شحن سريع ٦٥ وات"]],
  },
  {
    name: "10-inch Tablet", name_ar: "تابلت ١٠ بوصة", price: 8750, motif: "phone", picture: "tablet", categories: ["mobiles-tablets"],
    short: ["A family tablet for lessons, films and video calls.", "تابلت للعائلة للدروس والأفلام ومكالمات الفيديو."],
    features: [["10.1-inch Full HD screen", "شاشة ١٠٫١ بوصة بدقة Full HD"], ["Kids mode", "وضع مخصص للأطفال"]],
  },
  {
    name: "Fast Charger 25 W", name_ar: "شاحن سريع ٢٥ وات", price: 450, motif: "box", picture: "charger", categories: ["mobiles-tablets"],
    short: ["USB-C wall charger for phones and tablets.", "شاحن حائط USB-C للموبايل والتابلت."],
    features: [["Power Delivery 3.0", "يدعم Power Delivery 3.0"], ["Overheat protection", "حماية من السخونة الزائدة"]],
  },
  {
    name: "Power Bank 20000 mAh", name_ar: "باور بانك ٢٠٠٠٠ مللي أمبير", price: 950, motif: "box", picture: "power-bank", categories: ["mobiles-tablets"],
    short: ["Charges a phone four times over.", "يشحن الموبايل أربع مرات كاملة."],
    features: [["Two USB-A ports and one USB-C", "منفذان USB-A ومنفذ USB-C"], ["LED battery indicator", "مؤشر LED للشحن"]],
  },
  {
    name: "USB-C Cable 1 m", name_ar: "كابل USB-C طول ١ متر", price: 150, motif: "box", picture: "cable", categories: ["computers", "mobiles-tablets"],
    short: ["Braided cable for charging and data.", "كابل مجدول للشحن ونقل البيانات."],
    features: [["Braided nylon", "نايلون مجدول"], ["60 W charging", "شحن حتى ٦٠ وات"]],
  },
  {
    name: "15.6-inch Laptop", name_ar: "لابتوب ١٥٫٦ بوصة", price: 32000, motif: "laptop", picture: "laptop", categories: ["computers"], badge: "Sale",
    short: ["A reliable laptop for study and office work.", "لابتوب موثوق للمذاكرة وشغل المكتب."],
    features: [["Intel Core i5, 16 GB RAM", "معالج Intel Core i5 وذاكرة ١٦ جيجابايت"], ["512 GB SSD", "قرص SSD سعة ٥١٢ جيجابايت"], ["Arabic-English keyboard", "لوحة مفاتيح عربي وإنجليزي"]],
  },
  {
    name: "Wireless Mouse", name_ar: "ماوس لاسلكي", price: 350, motif: "gem", picture: "mouse", categories: ["computers"],
    short: ["Quiet-click mouse with a tiny USB receiver.", "ماوس بنقرات صامتة مع مستقبل USB صغير."],
    features: [["Silent buttons", "أزرار صامتة"], ["18-month battery life", "بطارية تدوم ١٨ شهرًا"]],
  },
  {
    name: "Mechanical Keyboard", name_ar: "لوحة مفاتيح ميكانيكية", price: 1900, motif: "box", picture: "keyboard", categories: ["computers"],
    short: ["Backlit mechanical keyboard with Arabic keycaps.", "لوحة مفاتيح ميكانيكية بإضاءة خلفية وحروف عربية."],
    features: [["Hot-swappable switches", "مفاتيح قابلة للتبديل"], ["White backlight", "إضاءة خلفية بيضاء"]],
  },
  {
    name: "27-inch Monitor", name_ar: "شاشة كمبيوتر ٢٧ بوصة", price: 7400, motif: "laptop", picture: "monitor", categories: ["computers"],
    short: ["QHD monitor with thin bezels.", "شاشة بدقة QHD وحواف رفيعة."],
    features: [["2560 × 1440, 75 Hz", "دقة ٢٥٦٠ × ١٤٤٠ بتردد ٧٥ هرتز"], ["Eye-care mode", "وضع حماية العين"]],
  },
  {
    name: "Smart Watch", name_ar: "ساعة ذكية", price: 2700, motif: "phone", picture: "smartwatch", categories: ["mobiles-tablets"],
    short: ["Tracks steps, sleep and heart rate.", "تتابع الخطوات والنوم ونبضات القلب."],
    features: [["AMOLED display", "شاشة AMOLED"], ["7-day battery", "بطارية تدوم ٧ أيام"], ["Arabic notifications", "إشعارات باللغة العربية"]],
  },
  {
    name: "Electric Kettle 1.7 L", name_ar: "غلاية كهربائية ١٫٧ لتر", price: 1100, motif: "jar", picture: "kettle", categories: ["home-appliances"],
    short: ["Boils a full kettle in under four minutes.", "تغلي الغلاية كاملة في أقل من أربع دقائق."],
    features: [["Auto shut-off", "فصل تلقائي"], ["Stainless steel body", "جسم من الستانلس ستيل"]],
  },
  {
    name: "Air Fryer 4 L", name_ar: "قلاية هوائية ٤ لتر", price: 3600, motif: "box", picture: "air-fryer", categories: ["home-appliances", "kitchen-dining"], badge: "Best Seller",
    short: ["Crispy fries with a spoon of oil.", "بطاطس مقرمشة بملعقة زيت واحدة."],
    features: [["4-litre basket", "سلة سعة ٤ لتر"], ["8 preset programmes", "٨ برامج جاهزة"], ["Dishwasher-safe basket", "سلة آمنة في غسالة الأطباق"]],
  },
];
