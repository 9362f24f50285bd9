import { describe, expect, it } from "vitest";
import type { ManagedStore } from "#contract/stores";
import { strings } from "../../i18n";
import { roleLines } from "./role-label";

const en = strings("en", "admin.roles");
const ar = strings("ar", "admin.roles");
const ME = 7;

const branch = (id: number, name: string, name_ar: string, manager: number | null) =>
  ({
    id,
    name,
    name_ar,
    manager: manager === null ? null : { id: manager, username: "u", email: null, phone_number: null },
  }) as ManagedStore["branches"][number];
const store = (id: number, name: string, name_ar: string, access: "owner" | "manager", branches: ManagedStore["branches"] = []) =>
  ({ id, name, name_ar, access, branches }) as ManagedStore;
const ready = (...stores: ManagedStore[]) => ({ status: "ready", stores });
const merchant = { id: ME, role: "branch_owner" };

describe("what the sidebar says the signed-in person is", () => {
  it("a store's owner is its owner, named in the page's language", () => {
    const stores = ready(store(1, "Fresh Market", "فريش ماركت", "owner", [branch(10, "Fresh Market Dokki", "فريش ماركت الدقي", 99)]));
    expect(roleLines(en, "en", merchant, stores)).toEqual(["Owner of Fresh Market"]);
    expect(roleLines(ar, "ar", merchant, stores)).toEqual(["مالك فريش ماركت"]);
  });

  it("a manager who owns nothing is the manager of their branch, not a 'branch owner'", () => {
    const stores = ready(
      store(1, "Fresh Market", "فريش ماركت", "manager", [
        branch(10, "Fresh Market Dokki", "فريش ماركت الدقي", ME),
        branch(11, "Fresh Market Maadi", "فريش ماركت المعادي", 99),
      ]),
    );
    expect(roleLines(en, "en", merchant, stores)).toEqual(["Manager of Fresh Market Dokki"]);
    expect(roleLines(ar, "ar", merchant, stores)).toEqual(["مدير فريش ماركت الدقي"]);
  });

  it("lists several, and shortens many to a few and N more", () => {
    const stores = ready(...["A", "B", "C", "D", "E"].map((n, i) => store(i, `Store ${n}`, `متجر ${n}`, "owner")));
    expect(roleLines(en, "en", merchant, stores)).toEqual(["Owner of Store A, Store B, and 3 more"]);
    expect(roleLines(ar, "ar", merchant, stores)).toEqual(["مالك متجر A ومتجر B و3 أخرى"]);
    const two = ready(store(1, "Store A", "متجر A", "owner"), store(2, "Store B", "متجر B", "owner"));
    expect(roleLines(en, "en", merchant, two)).toEqual(["Owner of Store A and Store B"]);
  });

  it("says both when they own one store and manage a branch of another", () => {
    const stores = ready(
      store(1, "Fresh Market", "فريش ماركت", "owner"),
      store(2, "Nile Foods", "نايل فودز", "manager", [branch(20, "Nile Foods Zamalek", "نايل فودز الزمالك", ME)]),
    );
    expect(roleLines(en, "en", merchant, stores)).toEqual(["Owner of Fresh Market", "Manager of Nile Foods Zamalek"]);
  });

  it("the super admin is the super admin; a merchant is 'Merchant' until their stores are read", () => {
    expect(roleLines(en, "en", { id: 1, role: "super_admin" }, ready())).toEqual(["Super admin"]);
    expect(roleLines(en, "en", merchant, { status: "loading", stores: [] })).toEqual(["Merchant"]);
    expect(roleLines(en, "en", merchant, ready())).toEqual(["Merchant without a store or branch yet"]);
  });
});
