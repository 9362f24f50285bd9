// The PDF file format itself: numbered objects, streams (deflated), the cross-reference table
// and the trailer. Everything above this (pages, fonts, text) is built from these pieces.

const encoder = new TextEncoder();

export const ref = (num: number) => `${num} 0 R`;

/** A PDF text string in UTF-16 (hex), readable by every viewer whatever the script. */
export function pdfText(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

/** A number as PDF writes it: at most 3 decimals, no exponent. */
export const num = (n: number) => String(Math.round(n * 1000) / 1000);

export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export class PdfWriter {
  private readonly bodies: (Uint8Array | undefined)[] = [];

  constructor(private readonly compress = true) {}

  /** An object number to fill in later (pages and their parent refer to each other). */
  reserve(): number {
    this.bodies.push(undefined);
    return this.bodies.length;
  }

  set(id: number, body: string | Uint8Array) {
    this.bodies[id - 1] = typeof body === "string" ? encoder.encode(body) : body;
  }

  add(body: string | Uint8Array): number {
    const id = this.reserve();
    this.set(id, body);
    return id;
  }

  /** A stream object; `dict` holds extra entries such as /Length1 (without the << >>). */
  async addStream(data: Uint8Array | string, dict = ""): Promise<number> {
    const raw = typeof data === "string" ? encoder.encode(data) : data;
    const bytes = this.compress ? await deflate(raw) : raw;
    const filter = this.compress ? " /Filter /FlateDecode" : "";
    const head = encoder.encode(`<< /Length ${bytes.length}${filter}${dict ? ` ${dict}` : ""} >>\nstream\n`);
    return this.add(join([head, bytes, encoder.encode("\nendstream")]));
  }

  finish(root: number, info: number): Uint8Array {
    // The second header line holds bytes above 127 so that tools treat the file as binary.
    const chunks: Uint8Array[] = [encoder.encode("%PDF-1.7\n%"), new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
    let offset = chunks.reduce((n, c) => n + c.length, 0);
    const offsets: number[] = [];
    this.bodies.forEach((body, i) => {
      if (!body) throw new Error(`PDF object ${i + 1} was reserved but never written`);
      offsets.push(offset);
      const piece = join([encoder.encode(`${i + 1} 0 obj\n`), body, encoder.encode("\nendobj\n")]);
      chunks.push(piece);
      offset += piece.length;
    });
    const size = this.bodies.length + 1;
    const xref = [`xref\n0 ${size}\n`, "0000000000 65535 f \n", ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
    chunks.push(encoder.encode(`${xref}trailer\n<< /Size ${size} /Root ${ref(root)} /Info ${ref(info)} >>\nstartxref\n${offset}\n%%EOF\n`));
    return join(chunks);
  }
}

export function join(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
