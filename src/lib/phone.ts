// Phone links for Egyptian numbers: stores write them the local way ("01011223344"), but a
// WhatsApp chat link needs the international digits (wa.me/201011223344).
const EGYPT = "20";

/** The number in international form, digits only: "01011223344" -> "201011223344". */
export function internationalDigits(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return EGYPT + digits.slice(1);
  return digits;
}

export const telHref = (phone: string) => `tel:+${internationalDigits(phone)}`;
export const whatsappHref = (phone: string) => `https://wa.me/${internationalDigits(phone)}`;
