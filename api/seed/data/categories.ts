// Catalogue categories; each gets a picture of its motif in its colour.
import type { Motif } from "../shapes";

export interface CategorySeed {
  slug: string;
  name: string;
  name_ar: string;
  colour: string;
  motif: Motif;
}

export const CATEGORIES: CategorySeed[] = [
  { slug: "fresh-produce", name: "Fresh Produce", name_ar: "خضروات وفواكه", colour: "#16A34A", motif: "fruit" },
  { slug: "pantry", name: "Pantry Staples", name_ar: "مواد تموينية", colour: "#D97706", motif: "box" },
  { slug: "dairy-eggs", name: "Dairy & Eggs", name_ar: "ألبان وبيض", colour: "#0284C7", motif: "jar" },
  { slug: "beverages", name: "Beverages", name_ar: "مشروبات", colour: "#DC2626", motif: "bottle" },
  { slug: "mobiles-tablets", name: "Mobiles & Tablets", name_ar: "موبايلات وتابلت", colour: "#2563EB", motif: "phone" },
  { slug: "audio", name: "Audio", name_ar: "سماعات وصوتيات", colour: "#9333EA", motif: "earbuds" },
  { slug: "computers", name: "Computers & Accessories", name_ar: "كمبيوتر وإكسسوارات", colour: "#334155", motif: "laptop" },
  { slug: "home-appliances", name: "Home Appliances", name_ar: "أجهزة منزلية", colour: "#0D9488", motif: "gem" },
  { slug: "mens-fashion", name: "Men's Fashion", name_ar: "أزياء رجالي", colour: "#1E40AF", motif: "shirt" },
  { slug: "womens-fashion", name: "Women's Fashion", name_ar: "أزياء حريمي", colour: "#DB2777", motif: "diamond" },
  { slug: "shoes-bags", name: "Shoes & Bags", name_ar: "أحذية وحقائب", colour: "#92400E", motif: "shoe" },
  { slug: "kitchen-dining", name: "Kitchen & Dining", name_ar: "المطبخ والسفرة", colour: "#EA580C", motif: "plate" },
  { slug: "bedding-bath", name: "Bedding & Bath", name_ar: "مفروشات وحمام", colour: "#0F766E", motif: "pillow" },
  { slug: "home-decor", name: "Home Décor", name_ar: "ديكور المنزل", colour: "#65A30D", motif: "lamp" },
];
