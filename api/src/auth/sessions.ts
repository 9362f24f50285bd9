// The account's signed-in browsers (issue 28 point 5): what each one is (browser and system, read
// from its User-Agent at sign-in) and roughly where (the country Cloudflare gives the address).
import type { Context } from "hono";
import type { AppEnv } from "../env";

export interface SessionMeta {
  browser: string | null;
  os: string | null;
  country: string | null;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1] ?? null;

/** Browser and operating system named from a User-Agent, each null when not recognised. */
export function parseUserAgent(ua: string | null | undefined): { browser: string | null; os: string | null } {
  const text = (ua ?? "").slice(0, 512);
  return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}

/** "Chrome on Android", "Firefox", "Windows", or null: the short English description. */
export function describeDevice(browser: string | null, os: string | null): string | null {
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os;
}

/**
 * The country of the request's address: the CF-IPCountry header Cloudflare adds at the zone (the
 * site's edge passes the browser's headers on), trusted only where CF-Connecting-IP is
 * (TRUST_CF_CONNECTING_IP), as the address itself. Not `request.cf.country`: behind the edge's
 * service binding it describes the edge's call, and locally it is workerd's placeholder ("US").
 * Null locally and for Tor ("T1") or unknown ("XX").
 */
export function requestCountry(c: Context<AppEnv>): string | null {
  if (c.env.TRUST_CF_CONNECTING_IP !== "true") return null;
  const code = (c.req.header("cf-ipcountry") ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
}

/** What a new session records of the request that signs in. */
export function sessionMeta(c: Context<AppEnv>): SessionMeta {
  return { ...parseUserAgent(c.req.header("user-agent")), country: requestCountry(c) };
}
