// The new-password rules (docs/product.md §5 "Change password"), in the product rules' order, as a list a form can
// show one by one while the user types. The API enforces the same rules
// (api/contract/auth.ts `newPassword`); each rule's `key` names its string under `password.rule.`.
export interface PasswordRule {
  key: "length" | "upper" | "lower" | "number";
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: "length", test: (p) => p.length >= 8 },
  { key: "upper", test: (p) => /[A-Z]/.test(p) },
  { key: "lower", test: (p) => /[a-z]/.test(p) },
  { key: "number", test: (p) => /[0-9]/.test(p) },
];
