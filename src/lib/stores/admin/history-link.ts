// Where one object's history is (/{locale}/admin/history/?object=…&object_id=…), apart from the
// History tab's store: every product and order view links there, and should not load the log's code.
import type { AuditEntry } from "#contract/audit";
import type { Locale } from "../../i18n";
import { adminPath } from "./admin-route";

export type AuditObject = AuditEntry["object"];

export const historyHref = (locale: Locale, object: AuditObject, id: number | string) =>
  adminPath(locale, "history", { object, object_id: String(id) });
