// Money travels as decimal strings with two places ("120.00") and is stored as integer
// piasters, so arithmetic never meets floating point.
export function toPiasters(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new RangeError(`not a money amount: ${value}`);
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export function fromPiasters(piasters: number): string {
  const sign = piasters < 0 ? "-" : "";
  const abs = Math.abs(piasters);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
