import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { api, db, unique } from "../../test/factories";

describe("usernames are unique whatever their case", () => {
  it("lets exactly one of two simultaneous registrations differing only in case through", async () => {
    const name = unique("Case");
    const body = (username: string) => ({
      json: { username, email: `${unique("case")}@example.com`, password: "Strong-Pass-1", password2: "Strong-Pass-1" },
    });
    const results = await Promise.all([api("POST", "/api/auth/register/", body(name)), api("POST", "/api/auth/register/", body(name.toLowerCase()))]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect([400, 409]).toContain(results.find((r) => r.status !== 201)!.status);
    const rows = await db.select().from(users).where(sql`lower(${users.username}) = ${name.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  it("is enforced by the database itself", async () => {
    const name = unique("Idx");
    await db.insert(users).values({ username: name, password_hash: "x" });
    await expect(db.insert(users).values({ username: name.toUpperCase(), password_hash: "x" })).rejects.toThrow();
  });
});
