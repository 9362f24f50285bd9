// GET /api/docs/: the OpenAPI document as one readable HTML page, rendered on the server with
// no script and nothing from another origin (the product must work offline). Every text that
// comes from the document is escaped.
import type { JsonSchema, OpenApiDocument } from "./document";

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are walked generically, key by key
type Json = Record<string, any>;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: unknown) => String(text).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const anchor = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, "-");
const refName = (ref: string) => ref.split("/").pop() ?? ref;
const SAFE = Number.MAX_SAFE_INTEGER;

/** The schema's constraints in a few words. */
function constraints(s: JsonSchema): string[] {
  const out: string[] = [];
  const add = (key: string, label: string) => s[key] !== undefined && out.push(`${label} ${JSON.stringify(s[key])}`);
  add("minLength", "min length");
  add("maxLength", "max length");
  if (typeof s.minimum === "number" && Math.abs(s.minimum) < SAFE) out.push(`≥ ${s.minimum}`);
  if (typeof s.exclusiveMinimum === "number") out.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.maximum === "number" && Math.abs(s.maximum) < SAFE) out.push(`≤ ${s.maximum}`);
  add("minItems", "min items");
  add("maxItems", "max items");
  add("pattern", "pattern");
  add("format", "format");
  add("default", "default");
  return out;
}

/** A schema as HTML: its type inline, an object's fields as a nested list. */
export function renderSchema(s: JsonSchema | undefined, depth = 0): string {
  if (!s || Object.keys(s).length === 0) return `<span class="t">any</span>`;
  if (typeof s.$ref === "string") {
    const name = refName(s.$ref);
    return `<a class="t" href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    if (Array.isArray(s[key])) {
      const sep = key === "allOf" ? " &amp; " : " | ";
      return (s[key] as JsonSchema[]).map((x) => renderSchema(x, depth)).join(sep);
    }
  }
  const bits: string[] = [];
  if (s.const !== undefined) bits.push(`<code>${escapeHtml(JSON.stringify(s.const))}</code>`);
  else if (Array.isArray(s.enum)) bits.push(`one of ${(s.enum as unknown[]).map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(", ")}`);
  else {
    const types: string[] = Array.isArray(s.type) ? [...s.type] : s.type ? [s.type] : [];
    // A file part: its media type says more than "string".
    if (s.contentMediaType) types.splice(0, types.length);
    for (const t of types) {
      if (t === "array") bits.push(`array of ${renderSchema(s.items as JsonSchema, depth + 1)}`);
      else if (t === "object" && !s.properties && s.additionalProperties && typeof s.additionalProperties === "object") {
        bits.push(`map of ${renderSchema(s.additionalProperties as JsonSchema, depth + 1)}`);
      } else if (t !== "object" || !s.properties) bits.push(`<span class="t">${escapeHtml(t)}</span>`);
    }
    if (s.contentMediaType) bits.push(`<span class="t">file (${escapeHtml(s.contentMediaType)})</span>`);
  }
  const c = constraints(s);
  let html = bits.join(" | ");
  if (c.length) html += ` <span class="c">${escapeHtml(c.join(", "))}</span>`;
  if (s.description) html += ` <span class="d">${escapeHtml(s.description)}</span>`;
  if (s.properties && typeof s.properties === "object") {
    const required = new Set<string>((s.required as string[]) ?? []);
    const rows = Object.entries(s.properties as Record<string, JsonSchema>).map(
      ([name, p]) =>
        `<li><code class="f">${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ""}: ${renderSchema(p, depth + 1)}</li>`,
    );
    html += `${html ? " " : ""}<span class="t">object</span><ul>${rows.join("")}</ul>`;
  }
  return html || `<span class="t">any</span>`;
}

function renderOperation(path: string, method: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const paramRows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td>${renderSchema(p.schema)}${p.description ? ` <span class="d">${escapeHtml(p.description)}</span>` : ""}</td></tr>`,
    )
    .join("");
  const body = op.requestBody as Json | undefined;
  const bodyHtml = body
    ? `<h4>Request body${body.required ? "" : " (optional)"}</h4>${body.description ? `<p>${escapeHtml(body.description)}</p>` : ""}<dl>${Object.entries(
        body.content as Json,
      )
        .map(([type, c]) => `<dt><code>${escapeHtml(type)}</code></dt><dd>${renderSchema((c as Json).schema)}</dd>`)
        .join("")}</dl>`
    : "";
  const responses = Object.entries(op.responses as Json)
    .map(([status, r]) => {
      const res = r as Json;
      if (res.$ref) {
        const name = refName(res.$ref);
        return `<tr><td>${escapeHtml(status)}</td><td><a href="#response-${anchor(name)}">${escapeHtml(name)}</a></td></tr>`;
      }
      const content = Object.entries((res.content ?? {}) as Json)
        .map(([type, c]) => `<code>${escapeHtml(type)}</code> ${renderSchema((c as Json).schema)}`)
        .join("<br>");
      return `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(res.description)}${content ? `<br>${content}` : ""}</td></tr>`;
    })
    .join("");
  const id = anchor(op.operationId);
  return `<section class="op" id="op-${id}">
<h3><span class="m m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> <a class="self" href="#op-${id}">#</a></h3>
<p><strong>${escapeHtml(op.summary)}</strong></p>
${String(op.description ?? "")
  .split("\n\n")
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join("")}
${paramRows ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${paramRows}</tbody></table>` : ""}
${bodyHtml}
<h4>Responses</h4><table><thead><tr><th>Status</th><th>Body</th></tr></thead><tbody>${responses}</tbody></table>
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
header{background:#0f3d3e;color:#fff;padding:1rem 2rem}header a{color:#cde}header code{background:#1f5556;color:#fff}
main{max-width:70rem;margin:0 auto;padding:1rem 2rem}nav ul{columns:3 14rem;padding-left:1rem}
.op{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h3{margin:.3rem 0;font-size:1.05rem}.self{color:#999;text-decoration:none}
.m{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.m-get{background:#2563eb}.m-post{background:#15803d}.m-put{background:#a16207}.m-patch{background:#7c3aed}.m-delete{background:#b91c1c}
table{border-collapse:collapse;width:100%;margin:.3rem 0}th,td{border:1px solid #e2e2e2;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f3f3}ul ul{margin:.1rem 0}.t{color:#0f5132;font-family:ui-monospace,monospace}.c{color:#6b7280;font-size:.85rem}
.d{color:#374151}.req{color:#b91c1c;font-size:.8rem}code{font-family:ui-monospace,monospace;background:#f3f4f6;padding:0 .2rem;border-radius:3px}
dt{margin-top:.3rem}.schema{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:.7rem 0}`;

export function renderPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[]) ?? ["Other"])[0];
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(renderOperation(path, method, op));
      (toc.get(tag) ?? toc.set(tag, []).get(tag)!).push(
        `<li><a href="#op-${anchor(String(op.operationId))}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a></li>`,
      );
    }
  }
  const tags = doc.tags.filter((t) => byTag.has(t.name));
  const sections = tags
    .map((t) => `<h2 id="tag-${anchor(t.name)}">${escapeHtml(t.name)}</h2><p>${escapeHtml(t.description)}</p>${byTag.get(t.name)!.join("\n")}`)
    .join("\n");
  const nav = tags.map((t) => `<li><a href="#tag-${anchor(t.name)}">${escapeHtml(t.name)}</a><ul>${toc.get(t.name)!.join("")}</ul></li>`).join("");
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, s]) => `<div class="schema" id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${renderSchema(s)}</div>`)
    .join("\n");
  const responses = Object.entries(doc.components.responses)
    .map(
      ([name, r]) =>
        `<div class="schema" id="response-${anchor(name)}"><h3>${escapeHtml(name)}</h3><p>${escapeHtml(r.description)}</p>${renderSchema((r.content as Json)["application/json"].schema)}</div>`,
    )
    .join("\n");
  const info = doc.info as Json;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}). Authentication: <code>Authorization: Bearer &lt;access token&gt;</code>.</p></header>
<main><nav aria-label="Operations"><h2>Operations</h2><ul>${nav}</ul></nav>
${sections}
<h2 id="errors">Error answers</h2>${responses}
<h2 id="schemas">Schemas</h2>${schemas}
</main></body></html>`;
}
