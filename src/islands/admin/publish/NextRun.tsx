// The run waiting while another builds: changes made during the build, published next by
// themselves (ADR 0016, addendum). One line under the run under way, not a second card.
import type { PublishRun } from "#contract/publish";
import { formatNearTime } from "../../../lib/format-date";
import { fill } from "../../../lib/template";
import { useText } from "../text";
import { changes } from "./format";

export default function NextRun({ run }: { run: PublishRun }) {
  const { t, locale } = useText();
  const due = run.due_at && Date.parse(run.due_at) > Date.now() ? fill(t["admin.publish.dueAt"], { time: formatNearTime(run.due_at, locale) }) : null;
  return (
    <p className="mt-3 rounded border border-gray-200 bg-white px-4 py-3 text-sm text-gray-700" data-testid="publish-next">
      <span className="font-semibold">{t["admin.publish.next"]}</span>
      {": "}
      {run.cause === "auto" ? changes(t, locale, run.change_count) : run.requested_by.username}
      {due && <> · {due}</>}
    </p>
  );
}
