// The returns' strings (issue 30), one type for the order page's section, the request form, the
// return's page and the account's list.
import type { Strings } from "../../lib/i18n";

export type ReturnStrings = Strings<"returns">;
