import { defineConfig } from "drizzle-kit";

// Migrations are generated from api/db/schema.ts and applied by wrangler (local and remote).
export default defineConfig({
  dialect: "sqlite",
  schema: "./api/db/schema.ts",
  out: "./api/db/migrations",
});
