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

export interface RuleState {
  key: PasswordRule["key"];
  met: boolean;
}

/** The four rules of a new password, in order, each met or not (shown live under the field). */
export const rulesOf = (password: string): RuleState[] => PASSWORD_RULES.map((rule) => ({ key: rule.key, met: rule.test(password) }));

/** Whether a confirmation matches; an empty confirmation is not a mismatch yet (nothing to say). */
export const matchOf = (password: string, confirm: string): "empty" | "match" | "mismatch" =>
  confirm === "" ? "empty" : confirm === password ? "match" : "mismatch";
