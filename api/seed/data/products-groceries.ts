import type { ProductSeed } from "./product-seed";

export const GROCERIES: ProductSeed[] = [
  {
    name: "Basmati Rice 5 kg", name_ar: "أرز بسمتي ٥ كجم", price: 385, motif: "box", picture: "rice-sack", categories: ["pantry"], badge: "Best Seller",
    short: ["Long-grain aged basmati that cooks up fluffy and fragrant.", "أرز بسمتي طويل الحبة معتّق، يُطهى منفوشًا وبرائحة زكية."],
    features: [["Aged for 12 months", "معتّق لمدة ١٢ شهرًا"], ["Grains stay separate after cooking", "حبات منفصلة بعد الطهي"], ["Resealable 5 kg bag", "كيس ٥ كجم قابل لإعادة الغلق"]],
  },
  {
    name: "Egyptian Rice 1 kg", name_ar: "أرز مصري ١ كجم", price: 42, motif: "box", picture: "rice-sack", categories: ["pantry"],
    short: ["Short-grain Egyptian rice for mahshi and everyday meals.", "أرز مصري قصير الحبة للمحشي والأكل اليومي."],
    features: [["Grown in the Nile Delta", "مزروع في دلتا النيل"], ["Cleaned and sorted", "منقّى ومفرز"]],
  },
  {
    name: "Extra Virgin Olive Oil 1 L", name_ar: "زيت زيتون بكر ممتاز ١ لتر", price: 420, motif: "bottle", picture: "oil-bottle", categories: ["pantry"],
    short: ["Cold-pressed olive oil from Siwa groves.", "زيت زيتون معصور على البارد من مزارع سيوة."],
    features: [["Cold pressed", "معصور على البارد"], ["Acidity below 0.8%", "نسبة حموضة أقل من ٠٫٨٪"], ["Dark glass bottle keeps it fresh", "زجاجة داكنة تحافظ على جودته"]],
  },
  {
    name: "Sunflower Oil 1.5 L", name_ar: "زيت عباد الشمس ١٫٥ لتر", price: 135, motif: "bottle", picture: "sunflower-oil", categories: ["pantry"],
    short: ["Light cooking oil for frying and baking.", "زيت طهي خفيف للقلي والخَبز."],
    features: [["Rich in vitamin E", "غني بفيتامين هـ"], ["No cholesterol", "خالٍ من الكوليسترول"]],
  },
  {
    name: "Yellow Lentils 1 kg", name_ar: "عدس أصفر ١ كجم", price: 70, motif: "box", picture: "lentil-sack", categories: ["pantry"],
    short: ["Split yellow lentils for a warm winter soup.", "عدس أصفر مجروش لشوربة الشتاء الدافئة."],
    features: [["Cooks in 20 minutes", "يُطهى في ٢٠ دقيقة"], ["High in protein", "غني بالبروتين"]],
  },
  {
    name: "Fava Beans Can 400 g", name_ar: "فول مدمس معلب ٤٠٠ جم", price: 28, motif: "jar", picture: "can", categories: ["pantry"],
    short: ["Slow-cooked fava beans, ready for breakfast.", "فول مدمس مطهو على نار هادئة وجاهز للفطار."],
    features: [["Ready to heat and serve", "جاهز للتسخين والتقديم"], ["Easy-open lid", "غطاء سهل الفتح"]],
  },
  {
    name: "Natural Bee Honey 500 g", name_ar: "عسل نحل طبيعي ٥٠٠ جم", price: 210, motif: "jar", picture: "honey-jar", categories: ["pantry"], badge: "New",
    short: ["Pure clover honey from Upper Egypt apiaries.", "عسل برسيم نقي من مناحل صعيد مصر."],
    features: [["100% natural, no added sugar", "طبيعي ١٠٠٪ بدون سكر مضاف"], ["Glass jar", "برطمان زجاج"]],
  },
  {
    name: "Full Cream Milk 1 L", name_ar: "حليب كامل الدسم ١ لتر", price: 45, motif: "bottle", picture: "milk-carton", categories: ["dairy-eggs"],
    short: ["Fresh pasteurised full cream milk.", "حليب طازج مبستر كامل الدسم."],
    features: [["Keep refrigerated", "يُحفظ في الثلاجة"], ["Source of calcium", "مصدر للكالسيوم"]],
  },
  {
    name: "Greek Yogurt 500 g", name_ar: "زبادي يوناني ٥٠٠ جم", price: 60, motif: "jar", picture: "yogurt-tub", categories: ["dairy-eggs"],
    short: ["Thick, creamy strained yogurt.", "زبادي مصفّى كثيف وكريمي."],
    features: [["Twice the protein of regular yogurt", "ضعف البروتين مقارنة بالزبادي العادي"], ["No added sugar", "بدون سكر مضاف"]],
  },
  {
    name: "White Feta Cheese 500 g", name_ar: "جبنة فيتا بيضاء ٥٠٠ جم", price: 95, motif: "box", picture: "cheese-tub", categories: ["dairy-eggs"],
    short: ["Soft, salty feta for sandwiches and salads.", "جبنة فيتا طرية ومملحة للسندوتشات والسلطة."],
    features: [["Made from fresh cow's milk", "مصنوعة من حليب بقري طازج"], ["Resealable tub", "علبة قابلة لإعادة الغلق"]],
  },
  {
    name: "Farm Eggs 30 pcs", name_ar: "بيض بلدي ٣٠ بيضة", price: 190, motif: "box", picture: "eggs", categories: ["dairy-eggs"], badge: "Best Seller",
    short: ["Free-range brown eggs, collected daily.", "بيض بلدي بني من دجاج حر، يُجمع يوميًا."],
    features: [["Tray of 30", "كرتونة ٣٠ بيضة"], ["Checked one by one", "مفحوص بيضة بيضة"]],
  },
  {
    name: "Fresh Tomatoes 1 kg", name_ar: "طماطم طازجة ١ كجم", price: 25, motif: "fruit", picture: "tomatoes", categories: ["fresh-produce"],
    short: ["Ripe red tomatoes picked this week.", "طماطم حمراء ناضجة مقطوفة هذا الأسبوع."],
    features: [["Locally grown", "زراعة محلية"], ["Sorted by hand", "مفرزة يدويًا"]],
  },
  {
    name: "Red Apples 1 kg", name_ar: "تفاح أحمر ١ كجم", price: 90, motif: "fruit", picture: "apples", categories: ["fresh-produce"],
    short: ["Crisp, sweet red apples.", "تفاح أحمر مقرمش وحلو."],
    features: [["Great for lunch boxes", "مثالي لعلبة المدرسة"], ["Washed and ready", "مغسول وجاهز"]],
  },
  {
    name: "Bananas 1 kg", name_ar: "موز ١ كجم", price: 40, motif: "fruit", picture: "bananas", categories: ["fresh-produce"],
    short: ["Sweet Egyptian bananas, ripened naturally.", "موز مصري حلو، مستوٍ طبيعيًا."],
    features: [["Rich in potassium", "غني بالبوتاسيوم"], ["Ripens in 2 days at room temperature", "يكتمل نضجه في يومين في درجة حرارة الغرفة"]],
  },
  {
    name: "Mango Juice 1 L", name_ar: "عصير مانجو ١ لتر", price: 55, motif: "bottle", picture: "juice-carton", categories: ["beverages"],
    short: ["Thick mango juice from Ismailia mangoes.", "عصير مانجو كثيف من مانجو الإسماعيلية."],
    features: [["No preservatives", "بدون مواد حافظة"], ["Serve chilled", "يُقدم مثلجًا"]],
  },
  {
    name: "Mineral Water 6 × 1.5 L", name_ar: "مياه معدنية ٦ × ١٫٥ لتر", price: 48, motif: "bottle", picture: "water-pack", categories: ["beverages"],
    short: ["Natural mineral water, pack of six.", "مياه معدنية طبيعية، عبوة ٦ زجاجات."],
    features: [["Low sodium", "قليلة الصوديوم"], ["Recyclable bottles", "زجاجات قابلة لإعادة التدوير"]],
  },
  {
    name: "Turkish Coffee 250 g", name_ar: "بن تركي محوّج ٢٥٠ جم", price: 165, motif: "jar", picture: "coffee-pouch", categories: ["beverages"], badge: "New",
    short: ["Medium roast coffee ground with cardamom.", "بن تحميص وسط مطحون مع الحبهان."],
    features: [["Freshly ground", "مطحون طازج"], ["Cardamom blend", "محوّج بالحبهان"], ["Vacuum-sealed pack", "عبوة مفرغة من الهواء"]],
  },
  {
    name: "Black Tea 100 Bags", name_ar: "شاي أسود ١٠٠ كيس", price: 110, motif: "box", picture: "tea-box", categories: ["beverages"],
    short: ["Strong Ceylon black tea in bags.", "شاي أسود سيلاني قوي في أكياس."],
    features: [["100 tea bags", "١٠٠ كيس شاي"], ["Rich colour and taste", "لون وطعم غني"]],
  },
];
