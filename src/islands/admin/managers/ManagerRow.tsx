// One branch manager: a table row on wide screens, a card with labelled lines on phones.
import type { Responsible } from "#contract/stores";
import { fill } from "../../../lib/template";
import HistoryLink from "../history/HistoryLink";
import { useText } from "../text";

interface Props {
  row: Responsible;
  /** The branch's name in the page's language, and its store's name (when the branch list has them). */
  branch: string;
  store: string;
  onEdit: () => void;
  onRemove: () => void;
}

export default function ManagerRow({ row, branch, store, onEdit, onRemove }: Props) {
  const { t } = useText();
  const name = `${row.user.first_name} ${row.user.last_name}`.trim();
  const person = name || row.user.username;
  const role = (t as Record<string, string | undefined>)[`admin.managers.roles.${row.role}`] ?? row.role;
  const cell = "px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:p-0";
  const label = (key: "email" | "name" | "branch" | "role") => (
    <span className="w-24 shrink-0 text-gray-600 md:hidden">{t[`admin.managers.columns.${key}`]}</span>
  );
  const button = "min-h-11 whitespace-nowrap rounded px-3 text-sm font-medium";
  return (
    <tr
      className="border-b border-gray-100 last:border-0 max-md:flex max-md:flex-col max-md:gap-1 max-md:rounded max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3"
      data-testid="manager-row"
      data-manager={row.id}
    >
      <td className={cell}>
        {label("email")}
        <span className="min-w-0 break-all md:pt-3 md:block">
          {row.user.email ? <bdi>{row.user.email}</bdi> : <span className="text-gray-500">{t["admin.managers.noEmail"]}</span>}
        </span>
      </td>
      <td className={cell}>
        {label("name")}
        <span className="md:block md:pt-3">
          {name && <span className="block">{name}</span>}
          <bdi className="block text-xs text-gray-600">@{row.user.username}</bdi>
        </span>
      </td>
      <td className={cell}>
        {label("branch")}
        <span className="md:block md:pt-3">
          <span className="block font-medium">{branch}</span>
          {store && <span className="block text-xs text-gray-600">{store}</span>}
        </span>
      </td>
      <td className={cell}>
        {label("role")}
        <span className="md:block md:pt-3">{role}</span>
      </td>
      <td className="px-3 py-2 max-md:mt-1 max-md:p-0">
        <div className="flex flex-wrap gap-1 md:flex-nowrap">
          <button
            type="button"
            onClick={onEdit}
            className={`${button} border border-gray-300 hover:bg-gray-50`}
            aria-label={fill(t["admin.managers.editOf"], { name: person, branch })}
            data-testid="manager-edit"
          >
            {t["admin.managers.edit"]}
          </button>
          <button
            type="button"
            onClick={onRemove}
            className={`${button} border border-red-200 text-red-700 hover:bg-red-50`}
            aria-label={fill(t["admin.managers.removeOf"], { name: person, branch })}
            data-testid="manager-remove"
          >
            {t["admin.managers.remove.button"]}
          </button>
          <HistoryLink object="manager" id={row.id} />
        </div>
      </td>
    </tr>
  );
}
