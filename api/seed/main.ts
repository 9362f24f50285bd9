// `npm run seed` and its flags (see USAGE). Bundled and started by scripts/seed.mjs.
import { count } from "drizzle-orm";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import * as schema from "../db/schema";
import { type Db, openDb } from "../src/env";
import { DEMO_PASSWORD } from "./data/users";
import { hashPassword } from "../src/auth/password";
import { seedDemo } from "./demo";
import { openLocal } from "./platform";
import { emptyBucket, emptyDatabase } from "./reset";
import { seedSynthetic } from "./synthetic";
import { mergeSearchIndexes } from "../src/catalog/search-index";

const USAGE = `Seeds the local D1 database and R2 bucket that \`wrangler dev --persist-to .wrangler/state\` uses.

  npm run seed                      the demo marketplace, into an empty database
  npm run seed -- --reset           empty every table and the bucket, then seed the demo
  npm run seed -- --products 10000  add (or replace) a synthetic catalogue of that many products
  node scripts/seed.mjs --if-empty  seed the demo only when there are no users yet
  --super-admin <username>          also make a super admin of that name, with the password in
                                    ASWAQ_SUPER_ADMIN_PASSWORD (the test harness's own account)
  --persist-to <dir>                another wrangler state directory (default .wrangler/state)`;

export interface Options {
  reset: boolean;
  ifEmpty: boolean;
  products: number | null;
  state: string;
  superAdmin: string | null;
}

export function parseOptions(argv: string[], root: string): Options | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      reset: { type: "boolean", default: false },
      "if-empty": { type: "boolean", default: false },
      products: { type: "string" },
      "persist-to": { type: "string", default: ".wrangler/state" },
      "super-admin": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return "help";
  const products = values.products === undefined ? null : Number(values.products);
  if (products !== null && (!Number.isInteger(products) || products < 1 || products > 1_000_000)) {
    throw new Error(`--products needs a whole number from 1 to 1000000, not "${values.products}"`);
  }
  const superAdmin = values["super-admin"] ?? null;
  if (superAdmin !== null && !process.env.ASWAQ_SUPER_ADMIN_PASSWORD) throw new Error("--super-admin needs ASWAQ_SUPER_ADMIN_PASSWORD");
  return { reset: values.reset, ifEmpty: values["if-empty"], products, state: resolve(root, values["persist-to"]), superAdmin };
}

const COUNTED = {
  users: schema.users,
  stores: schema.stores,
  branches: schema.branches,
  categories: schema.categories,
  products: schema.products,
  images: schema.productImages,
  listings: schema.branchProducts,
  reviews: schema.reviews,
};

async function tableCounts(db: Db) {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0].n] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof COUNTED, number>;
}

/** Runs the seed; returns the process exit code. */
export async function main(argv: string[], root: string, log = (line: string) => console.log(line)): Promise<number> {
  const options = parseOptions(argv, root);
  if (options === "help") {
    log(USAGE);
    return 0;
  }
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const local = await openLocal({ root, state: options.state }, log);
  try {
    const db = openDb(local.env.DB);
    const hasUsers = (await tableCounts(db)).users > 0;
    if (options.ifEmpty && hasUsers && !options.reset) {
      log("Seed: the database already has users; nothing to do.");
      return 0;
    }
    if (hasUsers && !options.reset && options.products === null) {
      log("Seed: the database already has data. Use `npm run seed -- --reset` to start over.");
      return 1;
    }
    if (options.reset) {
      await emptyDatabase(db);
      const objects = await emptyBucket(local.env.MEDIA);
      log(`Seed: emptied every table and ${objects} stored object(s).`);
    }
    if (options.reset || !hasUsers) {
      const demo = await seedDemo(db, local.env.MEDIA);
      log(`Seed: demo marketplace written (${demo.images} images, ${(demo.imageBytes / 1048576).toFixed(1)} MB) at ${seconds()} s.`);
    }
    if (options.products !== null) {
      const synthetic = await seedSynthetic(db, local.env.MEDIA, options.products);
      const perProduct = (synthetic.listings / synthetic.products).toFixed(2);
      log(`Seed: ${synthetic.products} synthetic products with ${synthetic.listings} listings (${perProduct} per product) at ${seconds()} s.`);
      // A bulk load leaves the search indexes in many segments; production's hourly merge
      // would take days to catch up with a million products written at once.
      await mergeSearchIndexes(db);
      log(`Seed: search indexes merged at ${seconds()} s.`);
    }
    if (options.superAdmin) {
      // A password in the environment, not in argv (which any process on the machine can read).
      const password_hash = await hashPassword(process.env.ASWAQ_SUPER_ADMIN_PASSWORD!);
      await db.insert(schema.users).values({ username: options.superAdmin, role: "super_admin", password_hash });
      log(`Seed: super admin ${options.superAdmin} added.`);
    }
    const c = await tableCounts(db);
    log(
      `Seed: done in ${seconds()} s: ${c.users} users, ${c.stores} stores, ${c.branches} branches, ${c.categories} categories, ` +
        `${c.products} products, ${c.images} product images, ${c.listings} listings, ${c.reviews} reviews.`,
    );
    if (options.reset || !hasUsers) log(`Seed: demo accounts admin, owner1, owner2, customer (password ${DEMO_PASSWORD}).`);
    return 0;
  } finally {
    await local.dispose();
  }
}
