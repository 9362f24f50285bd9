// Demo accounts (local seed only). Every one signs in with DEMO_PASSWORD.
import type { Role } from "../../db/schema";

export const DEMO_PASSWORD = "Demo-Pass-1";

export interface UserSeed {
  username: string;
  role: Role;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

const user = (username: string, role: Role, first_name: string, last_name: string, phone_number: string): UserSeed => ({
  username,
  role,
  first_name,
  last_name,
  email: `${username}@aswaq.test`,
  phone_number,
});

export const USERS: UserSeed[] = [
  user("admin", "super_admin", "Tarek", "Nabil", "01001234501"),
  user("owner1", "branch_owner", "Mahmoud", "Saeed", "01101234502"),
  user("owner2", "branch_owner", "Hoda", "Ibrahim", "01201234503"),
  user("customer", "customer", "Mona", "Adel", "01501234504"),
  user("fashion.manager", "branch_owner", "Rania", "Youssef", "01001234505"),
  user("home.manager", "branch_owner", "Khaled", "Mostafa", "01101234506"),
  // Other shoppers, so that products have several reviews.
  user("yasmin.fahmy", "customer", "Yasmin", "Fahmy", "01201234507"),
  user("omar.khaled", "customer", "Omar", "Khaled", "01501234508"),
  user("nour.samir", "customer", "Nour", "Samir", "01001234509"),
  user("karim.hassan", "customer", "Karim", "Hassan", "01101234510"),
  user("salma.hany", "customer", "Salma", "Hany", "01201234511"),
];

/** Review comments by rating band, in both languages as real shoppers write them. */
export const COMMENTS = {
  high: [
    "Excellent quality, exactly as described.",
    "Arrived quickly and well packed. Will order again.",
    "Great value for the price.",
    "ممتاز جدًا والتوصيل كان سريع.",
    "جودة عالية وسعر مناسب، أنصح به.",
    "المنتج مطابق للوصف تمامًا.",
  ],
  mid: [
    "Good, but delivery took a day longer than expected.",
    "Decent product; the packaging could be better.",
    "كويس بس السعر أعلى شوية من المتوقع.",
    "جيد بشكل عام.",
  ],
  low: ["Not what I expected, the size was smaller.", "المنتج وصل متأخر والجودة متوسطة."],
};
