// Identity payloads and the user as the API returns it (spec §3, §5, §7).
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import { users } from "../../../api/db/schema";

const userColumns = createInsertSchema(users, {
  username: (s) =>
    s
      .trim()
      .min(1, { error: "This field may not be blank." })
      .max(150, { error: "Ensure this field has no more than 150 characters." })
      .regex(/^[\w.@+-]+$/, { error: "Enter a valid username: letters, digits and @ . + - _ only." }),
  first_name: (s) => s.trim().max(150),
  last_name: (s) => s.trim().max(150),
  phone_number: (s) => s.trim().regex(/^\+?\d{10,15}$/, { error: "Enter a phone number of 10 to 15 digits." }),
  email: (s) => s.trim().toLowerCase().email({ error: "Enter a valid email address." }),
});

export const username = userColumns.shape.username;

export const loginInput = z.object({
  identifier: z.string({ error: "This field is required." }).trim().min(1, { error: "This field may not be blank." }),
  password: z.string({ error: "This field is required." }).min(1, { error: "This field may not be blank." }),
});

export const registerInput = z
  .object({
    username,
    password: z.string({ error: "This field is required." }).min(1, { error: "This field may not be blank." }),
    password2: z.string({ error: "This field is required." }).min(1, { error: "This field may not be blank." }),
    email: userColumns.shape.email.optional(),
    phone_number: userColumns.shape.phone_number.optional(),
  })
  .refine((v) => v.password === v.password2, { path: ["password2"], error: "Passwords do not match." });

/** The new-password rules of spec §5, checked in the spec's order. */
export const newPassword = z
  .string({ error: "This field is required." })
  .min(8, { error: "Password must be at least 8 characters long." })
  .regex(/[A-Z]/, { error: "Password must contain at least one uppercase letter." })
  .regex(/[a-z]/, { error: "Password must contain at least one lowercase letter." })
  .regex(/[0-9]/, { error: "Password must contain at least one number." });

export const changePasswordInput = z.object({
  old_password: z.string({ error: "This field is required." }).min(1, { error: "This field may not be blank." }),
  new_password: newPassword,
});

export const profileInput = z.object({
  username,
  first_name: userColumns.shape.first_name.optional(),
  last_name: userColumns.shape.last_name.optional(),
  phone_number: z.union([userColumns.shape.phone_number, z.literal("")]).nullable().optional(),
  email: z.union([userColumns.shape.email, z.literal("")]).nullable().optional(),
});

export const ROLES = ["customer", "branch_owner", "super_admin"] as const;
export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof user>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
