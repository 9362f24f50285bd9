// The new-password rules under a new-password field, each met or not as the user types
// (docs/product.md §5 "Change password"): the change-password and forgot-password forms show it.
import type { RuleState } from "../../lib/auth/password-rules";
import type { Strings } from "../../lib/i18n";

type RuleStrings = Strings<"password.rulesLabel" | "password.met" | "password.unmet" | "password.rule">;

export default function PasswordRules({ id, rules, t }: { id: string; rules: RuleState[]; t: RuleStrings }) {
  return (
    <div id={id} className="mt-2 rounded-lg bg-gray-50 p-3 text-sm">
      <p className="mb-1 text-gray-700">{t["password.rulesLabel"]}</p>
      <ul className="space-y-1" data-testid="password-rules">
        {rules.map((rule) => (
          <li
            key={rule.key}
            data-rule={rule.key}
            data-met={rule.met}
            className={`flex items-start gap-2 ${rule.met ? "text-green-700" : "text-gray-700"}`}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
              {rule.met ? "✓" : "✗"}
            </span>
            <span>
              <span className="sr-only">{rule.met ? t["password.met"] : t["password.unmet"]} </span>
              {t[`password.rule.${rule.key}`]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
