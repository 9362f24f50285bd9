// A collector as people read it: the API's neutral tokens (the branch's own courier, its
// counter) in the page's language, names as they were written.
import { BRANCH_COUNTER, BRANCH_COURIER } from "../../../lib/stores/admin/admin-cash";
import { useText } from "../text";

export function useCollector() {
  const { t } = useText();
  return (name: string) => (name === BRANCH_COURIER ? t["admin.cash.branchCourier"] : name === BRANCH_COUNTER ? t["admin.cash.branchCounter"] : name);
}
