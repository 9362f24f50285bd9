import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./errors";

describe("fieldErrors", () => {
  const schema = z.object({ name: z.string(), age: z.number().int().positive({ error: "Too young." }) });

  it("says a missing field is required and a wrong type is wrong, per field", () => {
    const result = schema.safeParse({ age: "ten" });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.name).toEqual(["This field is required."]);
    expect(errors.age).toHaveLength(1);
    expect(errors.age[0]).not.toBe("This field is required.");
  });

  it("keeps a schema's own message and puts path-less issues under non_field_errors", () => {
    expect(fieldErrors(schema.safeParse({ name: "x", age: -1 }).error!)).toEqual({ age: ["Too young."] });
    const refined = z.object({ a: z.string() }).refine(() => false, { error: "Nope." });
    expect(fieldErrors(refined.safeParse({ a: "x" }).error!)).toEqual({ non_field_errors: ["Nope."] });
  });
});

describe("shared payload fields", async () => {
  const { boolInput, idInput } = await import("#contract/common");

  it.each([
    [7, 7],
    ["12", 12],
    [" 3 ", 3],
  ])("idInput accepts %j", (input, expected) => expect(idInput.parse(input)).toBe(expected));

  it.each([true, 0, -1, 1.5, "", "abc", "1e3", null, [1]])("idInput refuses %j with a field message", (input) => {
    const result = z.object({ id: idInput }).safeParse({ id: input });
    expect(fieldErrors(result.error!)).toEqual({ id: ["A valid integer is required."] });
  });

  it("idInput says a missing id is required", () => {
    expect(fieldErrors(z.object({ id: idInput }).safeParse({}).error!)).toEqual({ id: ["This field is required."] });
  });

  it.each([
    [true, true],
    ["on", true],
    ["1", true],
    ["False", false],
    [false, false],
  ])("boolInput reads %j", (input, expected) => expect(boolInput.parse(input)).toBe(expected));

  it.each(["yes", 2, null])("boolInput refuses %j", (input) => {
    expect(fieldErrors(z.object({ b: boolInput }).safeParse({ b: input }).error!)).toEqual({ b: ["Must be a valid boolean."] });
  });
});
