// The marketplace's own details, shown in the footer and in structured data.
export const SITE = {
  taxId: "123-456-789",
  email: "support@aswaq.example",
  phone: "+20 100 000 0000",
  whatsapp: "https://wa.me/201000000000",
} as const;
