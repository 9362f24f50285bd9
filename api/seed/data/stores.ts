// The four demo stores, one per kind, in Egyptian cities. Fresh Market has three
// branches and Nile Electronics one, so both the single- and multi-branch storefronts
// can be seen; colours and motifs make each storefront recognisable.
import type { Motif } from "../shapes";

export type StoreKind = "groceries" | "electronics" | "fashion" | "home";

export interface BranchSeed {
  name: string;
  name_ar: string;
  city: string;
  address: string;
  phone_number: string;
  latitude: number;
  longitude: number;
  /** Username of the branch's manager; none leaves the branch unmanaged. */
  manager?: string;
}

export interface StoreSeed {
  kind: StoreKind;
  name: string;
  name_ar: string;
  slug: string;
  description: string;
  description_ar: string;
  email: string;
  phone_number: string;
  owner: string;
  theme: { primary: string; secondary: string };
  /** The logo's motif first, then the ones drawn on the desktop background. */
  motifs: Motif[];
  /** A closing line for product descriptions, in both languages. */
  promise: [string, string];
  branches: BranchSeed[];
}

export const STORES: StoreSeed[] = [
  {
    kind: "groceries",
    name: "Fresh Market",
    name_ar: "فريش ماركت",
    slug: "fresh-market",
    description: "Fresh produce, dairy and pantry staples, delivered the same day.",
    description_ar: "خضروات وفواكه طازجة وألبان ومواد تموينية، توصيل في نفس اليوم.",
    email: "hello@freshmarket.aswaq.test",
    phone_number: "01011223344",
    owner: "owner1",
    theme: { primary: "#15803D", secondary: "#F59E0B" },
    motifs: ["fruit", "jar", "bottle"],
    promise: ["Delivered fresh from our branches in Cairo, Giza and Alexandria.", "يصلك طازجًا من فروعنا في القاهرة والجيزة والإسكندرية."],
    branches: [
      {
        name: "Fresh Market Nasr City",
        name_ar: "فريش ماركت مدينة نصر",
        city: "Cairo",
        address: "24 Abbas El Akkad St, Nasr City",
        phone_number: "0222715530",
        latitude: 30.0566,
        longitude: 31.3301,
        manager: "owner1",
      },
      {
        name: "Fresh Market Dokki",
        name_ar: "فريش ماركت الدقي",
        city: "Giza",
        address: "9 Mossadak St, Dokki",
        phone_number: "0233386120",
        latitude: 30.0384,
        longitude: 31.21,
        manager: "owner1",
      },
      {
        name: "Fresh Market Smouha",
        name_ar: "فريش ماركت سموحة",
        city: "Alexandria",
        address: "41 Victor Emmanuel Sq, Smouha",
        phone_number: "034248810",
        latitude: 31.2156,
        longitude: 29.9553,
        manager: "owner1",
      },
    ],
  },
  {
    kind: "electronics",
    name: "Nile Electronics",
    name_ar: "إلكترونيات النيل",
    slug: "nile-electronics",
    description: "Phones, computers and audio with the official local warranty.",
    description_ar: "موبايلات وكمبيوتر وصوتيات بضمان الوكيل المحلي.",
    email: "sales@nile-electronics.aswaq.test",
    phone_number: "01222334455",
    owner: "owner2",
    theme: { primary: "#1D4ED8", secondary: "#06B6D4" },
    motifs: ["phone", "laptop", "earbuds"],
    promise: ["Includes the official one-year local warranty.", "يشمل ضمان الوكيل المحلي لمدة عام."],
    branches: [
      {
        name: "Nile Electronics Heliopolis",
        name_ar: "إلكترونيات النيل مصر الجديدة",
        city: "Cairo",
        address: "88 El Merghany St, Heliopolis",
        phone_number: "0224181975",
        latitude: 30.0911,
        longitude: 31.3225,
        manager: "owner2",
      },
    ],
  },
  {
    kind: "fashion",
    name: "Cairo Fashion House",
    name_ar: "بيت أزياء القاهرة",
    slug: "cairo-fashion-house",
    description: "Everyday and occasion wear for men and women, made in Egypt.",
    description_ar: "ملابس يومية وللمناسبات للرجال والسيدات، صناعة مصرية.",
    email: "care@cairofashion.aswaq.test",
    phone_number: "01533445566",
    owner: "fashion.manager",
    theme: { primary: "#BE185D", secondary: "#FBBF24" },
    motifs: ["diamond", "shirt", "bag"],
    promise: ["Free exchange within 14 days at any branch.", "استبدال مجاني خلال ١٤ يومًا من أي فرع."],
    branches: [
      {
        name: "Cairo Fashion House Zamalek",
        name_ar: "بيت أزياء القاهرة الزمالك",
        city: "Cairo",
        address: "15 Brazil St, Zamalek",
        phone_number: "0227365014",
        latitude: 30.0609,
        longitude: 31.2197,
        manager: "fashion.manager",
      },
      {
        name: "Cairo Fashion House Sheikh Zayed",
        name_ar: "بيت أزياء القاهرة الشيخ زايد",
        city: "Giza",
        address: "Arkan Plaza, Sheikh Zayed",
        phone_number: "0238510272",
        latitude: 30.0444,
        longitude: 30.9833,
        manager: "fashion.manager",
      },
      {
        name: "Cairo Fashion House San Stefano",
        name_ar: "بيت أزياء القاهرة سان ستيفانو",
        city: "Alexandria",
        address: "San Stefano Grand Plaza, El Geish Rd",
        phone_number: "035818400",
        latitude: 31.2457,
        longitude: 29.9665,
        manager: "fashion.manager",
      },
      {
        name: "Cairo Fashion House Assiut",
        name_ar: "بيت أزياء القاهرة أسيوط",
        city: "Assiut",
        address: "7 El Gomhoreya St",
        phone_number: "0882334120",
        latitude: 27.1801,
        longitude: 31.1837,
        manager: "fashion.manager",
      },
    ],
  },
  {
    kind: "home",
    name: "Delta Home",
    name_ar: "دلتا هوم",
    slug: "delta-home",
    description: "Kitchenware, bedding and décor for every room of the house.",
    description_ar: "أدوات مطبخ ومفروشات وديكور لكل ركن في البيت.",
    email: "info@deltahome.aswaq.test",
    phone_number: "01144556677",
    owner: "home.manager",
    theme: { primary: "#92400E", secondary: "#0D9488" },
    motifs: ["house", "lamp", "plate"],
    promise: ["Carefully packed and delivered across the Delta.", "تغليف آمن وتوصيل لكل محافظات الدلتا."],
    branches: [
      {
        name: "Delta Home Mansoura",
        name_ar: "دلتا هوم المنصورة",
        city: "Mansoura",
        address: "32 El Gomhoreya St",
        phone_number: "0502245810",
        latitude: 31.0409,
        longitude: 31.3785,
        manager: "home.manager",
      },
      {
        name: "Delta Home Tanta",
        name_ar: "دلتا هوم طنطا",
        city: "Tanta",
        address: "5 El Bahr St",
        phone_number: "0403331270",
        latitude: 30.7865,
        longitude: 31.0004,
        manager: "home.manager",
      },
      {
        name: "Delta Home Zagazig",
        name_ar: "دلتا هوم الزقازيق",
        city: "Zagazig",
        address: "18 Saad Zaghloul St",
        phone_number: "0552307745",
        latitude: 30.5877,
        longitude: 31.502,
        manager: "home.manager",
      },
      // Left without a manager on purpose: the admin's "no manager" case.
      {
        name: "Delta Home Damietta",
        name_ar: "دلتا هوم دمياط",
        city: "Damietta",
        address: "Corniche El Nil, New Damietta",
        phone_number: "0572402261",
        latitude: 31.4165,
        longitude: 31.8133,
      },
    ],
  },
];
