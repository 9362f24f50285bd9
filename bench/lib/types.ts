// Types the benchmark's .mjs files share, read through JSDoc (`@import`); nothing here runs.
// A section's own figures are typed by the function that makes them (ReturnType below).
import type { apiSizesSection } from "./api-sizes.mjs";
import type { runBuilds } from "./build.mjs";
import type { contentionSection } from "./contention.mjs";
import type { deploySection } from "./deploy.mjs";
import type { productPagesSection } from "./html-load.mjs";
import type { notifySection } from "./notify.mjs";
import type { reportsSection } from "./reports.mjs";
import type { lighthouseSection } from "./lighthouse.mjs";
import type { pageWeight } from "./page-weight.mjs";
import type { picturesSection } from "./pictures.mjs";
import type { proxySection } from "./proxy.mjs";

/** Where a section writes its progress lines. */
export type Log = (line: string) => void;

/** A listing as the load cases and the contention test use it (bench/lib/fixtures.mjs). */
export interface Listing {
  id: number;
  product_id: number;
  branch_id: number;
  price: string;
  stock?: number;
}

/** What the benchmark reads from the running API (readFixtures). */
export interface Fixtures {
  listings: Listing[];
  productIds: number[];
  branchIds: number[];
  productId: number;
  storeSlug: string;
  categorySlug: string;
}

/**
 * A load case (bench/lib/load.mjs): `paths` and `bodies` are cycled request by request; a
 * `cursor` keeps the place across calls and counts the requests made.
 */
export interface Target {
  origin: string;
  method?: string;
  headers?: Record<string, string>;
  paths: string[];
  bodies?: unknown[];
  ttfb?: boolean;
  countHeader?: string;
  cursor?: { n: number };
}

/** One round's own figures of a load case. */
export interface RoundFigures {
  seconds: number | null;
  requests: number;
  rps: number | null;
  p50: number | null;
  p95: number | null;
  errors: number;
  ttfbP50?: number | null;
}

/** A load case's figures at one number of connections (measureRounds). */
export interface Summary {
  connections: number;
  seconds: number | null;
  requests: number;
  rps: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  rounds: RoundFigures[];
  ttfb?: { p50: number | null; p95: number | null; p99: number | null };
  meanBytes?: number | null;
  headerCounts?: Record<string, number>;
}

/** Mean and max of a figure over a case's calls. */
export interface Stats {
  mean: number;
  max: number;
}

/** What a case's calls cost the database, from Server-Timing (bench/lib/db-cost.mjs). */
export interface DbCost {
  calls: number;
  statuses: Record<string, number>;
  missing: number;
  trips: Stats | null;
  rowsRead: Stats | null;
  rowsWritten: Stats | null;
}

/** A statement as the API's D1 meter traced it (api/src/lib/d1-meter.ts TracedStatement). */
export interface TracedStatement {
  sql: string;
  params: unknown[];
  batch: number;
}

/**
 * An API load case (bench/lib/api-load.mjs apiCases): `auth()` gives fresh headers to a case
 * that needs a customer; `setup()` reads what its paths need from the running API.
 */
export interface ApiCase {
  id: string;
  label: string;
  reference?: boolean;
  target: Target;
  auth?: () => Promise<Record<string, string>>;
  setup?: () => Promise<{ paths: string[]; note: string } | { skip: string }>;
  note?: string;
  sameSqlOf?: string;
}

/** A case's twin that replays its statements in one batch (bench/lib/same-sql.mjs). */
export interface SameSqlCase extends ApiCase {
  sameSqlOf: string;
  statements: { requests: number; perRequest: number; apiTrips: number; writes: number; freshValues: number };
  example: TracedStatement[];
}

/** A load case's figures at one number of connections, with its ratios to the references. */
export interface Level extends Summary {
  rpsVsTrivial?: number | null;
  rpsVsOneQuery?: number | null;
  p50VsOneQuery?: number | null;
  rpsVsSameSql?: number | null;
  p50VsSameSql?: number | null;
  flagged?: boolean;
}

/** A row of section 4's table at one catalogue size. */
export interface ApiRow {
  id: string;
  label: string;
  reference: boolean;
  state: string;
  levels: Level[];
  note?: string;
  dbCost?: DbCost;
  sameSqlOf?: string;
  statements?: SameSqlCase["statements"];
  example?: TracedStatement[];
  /** The case measured, while the section runs (removed from the results). */
  case?: ApiCase;
}

/** Section 4 at one catalogue size (bench/lib/api-load.mjs apiLoadSection, plus the size's seed). */
export interface ApiSize {
  products: number;
  seedSeconds?: number;
  error?: string;
  rows: ApiRow[];
  connections?: number[];
  seconds?: number;
  warmupSeconds?: number;
  rounds?: number;
  costCalls?: number;
}

/** One API case's growth from the smallest catalogue to the largest (bench/lib/api-sizes.mjs growthOf). */
export interface Growth {
  id: string;
  label: string;
  sizes: { products: number; state: string; p50: number | null; p50VsOneQuery: number | null; rowsRead: Stats | null; flagged: boolean }[];
  p50Ratio: number | null;
  normRatio: number | null;
  rowsRatio: number | null;
  p50Met: boolean | null;
  maxRowsRead: number;
  rowsMet: boolean | null;
}

type Made<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** A section that threw: bench/run.mjs keeps its message in place of its figures. */
export interface Failed {
  error: string;
}
/** A section's figures, or why it has none (test `error !== undefined` to tell them apart). */
export type Ran<T> = (T & { error?: undefined }) | Failed;

/** Every section's figures, under the key bench/run.mjs gives it. */
export interface Sections {
  build?: Ran<Made<typeof runBuilds>["result"]>;
  pageWeight?: Ran<Made<typeof pageWeight>>;
  pictures?: Ran<Made<typeof picturesSection>>;
  lighthouse?: Ran<Made<typeof lighthouseSection>>;
  api?: Ran<Made<typeof apiSizesSection>>;
  proxy?: Ran<Made<typeof proxySection>>;
  contention?: Ran<Made<typeof contentionSection>>;
  deploy?: Ran<Made<typeof deploySection>>;
  pages?: Ran<Made<typeof productPagesSection>>;
  notify?: Ran<Made<typeof notifySection>>;
  reports?: Ran<Made<typeof reportsSection>>;
}

/** The machine's load average (1 minute) at a section's start and end. */
export interface Load {
  start: number;
  end: number;
}

/** A target as the results report it: met, not met, or not measured (null) with why. */
export interface Judged {
  name: string;
  goal: string;
  value: string;
  met: boolean | null;
  note: string;
  runs?: number;
  inconclusive?: boolean;
}

/** bench/results/latest.json. */
export interface Results {
  meta: {
    date: string;
    mode: "quick" | "full";
    products: number;
    sections: string[];
    settings: Record<string, unknown>;
    commit: string;
    machine: { cpus: number; cpuModel: string; memoryGb: number; platform: string; node: string };
    tools: Record<string, string | null>;
    chrome: string | null;
    sectionErrors: string[];
    load: { atStart: number; mean: number; max: number } | null;
    sectionLoad: Record<string, Load>;
    totalSeconds: number | null;
    setupError?: string;
  };
  sections: Sections;
  /** Runs 2..R of the load sections (--repeat), each with its sections' load. */
  repeats: (Sections & { sectionLoad?: Record<string, Load> })[];
  targets: Judged[];
}
