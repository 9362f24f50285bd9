import { describe, expect, it } from "vitest";
import { branchAsked } from "./offer-picker";

const offers = [{ branch: { id: 10, name: "A", name_ar: "أ", store: 1 } }, { branch: { id: 11, name: "B", name_ar: "ب", store: 1 } }];

describe("the branch the product page's address asks for", () => {
  it.each([
    ["?branch=11", 11],
    ["?branch=10&x=1", 10],
    ["?branch=12", undefined], // not one of the product's branches
    ["?branch=", undefined],
    ["?branch=abc", undefined],
    ["", undefined],
  ])("%s: %s", (search, branch) => expect(branchAsked(offers, search)).toBe(branch));
});
