import { describe, expect, it } from "vitest";
import { categoryIdsInput, categoryInput, positivePrice, productInput, productListQuery } from "#contract/catalog";

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the catalogue contract", () => {
  it.each([
    ["120", "120.00"],
    ["120.5", "120.50"],
    [" 0.01 ", "0.01"],
    [99.99, "99.99"],
    ["007.10", "7.10"],
  ])("reads the price %j as %j", (input, output) => {
    expect(positivePrice.parse(input)).toBe(output);
  });

  it.each([
    ["0", "Ensure this value is greater than 0."],
    [0, "Ensure this value is greater than 0."],
    ["-1", "Ensure this value is greater than 0."],
    ["abc", "A valid number is required."],
    ["", "A valid number is required."],
    ["1e3", "A valid number is required."],
    [true, "A valid number is required."],
    ["1.234", "Ensure that there are no more than 2 decimal places."],
    ["1234567890", "Ensure that there are no more than 9 digits before the decimal point."],
  ])("refuses the price %j: %s", (input, message) => {
    expect(errorOf(positivePrice.safeParse(input))).toBe(message);
  });

  it.each([
    ["[1,2]", [1, 2]],
    ["[2, 2, 3]", [2, 3]],
    ["5", [5]],
    ["", []],
    ["[]", []],
    [
      ["1", "2"],
      [1, 2],
    ],
    [
      [3, 4],
      [3, 4],
    ],
  ])("reads category ids %j", (input, output) => {
    expect(categoryIdsInput.parse(input)).toEqual(output);
  });

  it.each([["not json"], ['{"a":1}'], [["x"]], ["[0]"], ["[1.5]"]])("refuses category ids %j", (input) => {
    expect(categoryIdsInput.safeParse(input).success).toBe(false);
  });

  it("requires name, sku and base_price with Django's messages", () => {
    const result = productInput.safeParse({});
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]).sort();
    expect(fields).toEqual(["base_price", "name", "sku"]);
    expect(errorOf(productInput.safeParse({ name: "  ", sku: "s", base_price: "1" }))).toBe("This field may not be blank.");
  });

  it("treats empty optional form fields as absent", () => {
    const parsed = productInput.parse({ name: "N", sku: "s", base_price: "1", store: "", category_ids: "", is_featured: "" });
    expect(parsed.store).toBeUndefined();
    expect(parsed.category_ids).toBeUndefined();
    expect(parsed.is_featured).toBeUndefined();
  });

  it("accepts only url-safe, not-all-digit category slugs", () => {
    expect(categoryInput.safeParse({ name: "A", slug: "home-decor" }).success).toBe(true);
    expect(errorOf(categoryInput.safeParse({ name: "A", slug: "Home Decor" }))).toBe(
      "Enter a valid slug consisting of lowercase letters, numbers or hyphens.",
    );
    expect(errorOf(categoryInput.safeParse({ name: "A", slug: "123" }))).toBe("A slug cannot be only digits.");
  });

  it("checks list filters", () => {
    expect(productListQuery.parse({ featured: "true", branch: "4", store: "" })).toEqual({ featured: true, branch: 4 });
    expect(errorOf(productListQuery.safeParse({ ordering: "price; drop" }))).toBe(
      "Select a valid choice. price; drop is not one of the available choices.",
    );
  });
});
