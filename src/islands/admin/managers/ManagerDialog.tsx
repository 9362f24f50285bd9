// Add manager / Edit manager in a dialog: a person (typed, with suggestions) and a branch. The
// form says beforehand what the server will do: adding to a managed branch is refused (with an
// offer to edit that manager instead), moving onto one replaces its manager.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { Branch, Responsible } from "#contract/stores";
import { branchStoreName, localName } from "../../../lib/format";
import { $managerBranches, loadManagerBranches } from "../../../lib/stores/admin/admin-managers";
import { createManagerForm, type ManagerFormValues, sittingManager } from "../../../lib/stores/admin/manager-form";
import { fill } from "../../../lib/template";
import Dialog from "../../ui/Dialog";
import FormDialog from "../FormDialog";
import FormField from "../FormField";
import { useText } from "../text";
import UserPicker from "../UserPicker";

interface Props {
  editing: Responsible | null;
  /** Fields filled in beforehand (the person chosen before an "Edit instead"). */
  start?: Partial<ManagerFormValues>;
  onClose: () => void;
  onSaved: (row: Responsible | null) => void;
  onEditInstead: (branchId: number, values: ManagerFormValues) => void;
}

export default function ManagerDialog(props: Props) {
  const { t } = useText();
  const branches = useStore($managerBranches);
  const title = t[props.editing ? "admin.managers.form.editTitle" : "admin.managers.form.addTitle"];
  if (branches.status !== "ready") {
    return (
      <Dialog open title={title} closeLabel={t["admin.close"]} onClose={props.onClose} size="md">
        {branches.status === "error" ? (
          <p role="alert" className="text-red-800">
            {t["admin.managers.form.loadFailed"]}{" "}
            <button type="button" onClick={() => void loadManagerBranches()} className="min-h-11 font-medium underline">
              {t["admin.retry"]}
            </button>
          </p>
        ) : (
          <p role="status">{t["admin.loading"]}</p>
        )}
      </Dialog>
    );
  }
  return <ManagerForm {...props} branches={branches.branches} title={title} />;
}

function ManagerForm({ editing, start, onClose, onSaved, onEditInstead, branches, title }: Props & { branches: Branch[]; title: string }) {
  const { t, locale } = useText();
  const id = useId();
  const [form] = useState(() => createManagerForm(editing, onSaved, start));
  const state = useStore(form.$form);
  const { values, errors, missing } = state;
  // A 409 means the branch list is out of date: read it again, to name who manages the branch.
  useEffect(() => {
    if (state.conflict) void loadManagerBranches();
  }, [state.conflict]);

  const branchName = (b: Branch | undefined, fallback: string) => (b ? localName(b, locale) : fallback);
  const chosen = branches.find((b) => String(b.id) === values.branch);
  const sitting = sittingManager(values, editing, branches);
  const person = values.user?.username ?? "";
  const conflict = !editing && (state.conflict !== null || sitting);

  const fieldError = (field: "user" | "branch") =>
    errors[field] ?? (missing[field] ? t[field === "user" ? "admin.managers.form.userRequired" : "admin.managers.form.branchRequired"] : undefined);
  const field = (name: "user" | "branch", label: string, control: ReactNode, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} message={fieldError(name)} testId={`manager-${name}`}>
      {control}
    </FormField>
  );
  const described = (name: "user" | "branch", hint: boolean) =>
    [hint ? `${id}-${name}-hint` : "", fieldError(name) ? `${id}-${name}-error` : ""].filter(Boolean).join(" ") || undefined;

  const failure =
    errors.detail && !state.conflict
      ? errors.detail
      : state.failed
        ? t[editing ? "admin.managers.form.updateFailed" : "admin.managers.form.createFailed"]
        : "";

  return (
    <FormDialog
      title={title}
      size="md"
      onClose={onClose}
      onSubmit={() => void form.save()}
      formClassName="grid gap-4"
      formTestId="manager-form"
      formId={`${id}-form`}
      saving={state.saving}
      message={failure}
      saveLabel={t["admin.managers.form.save"]}
      savingLabel={t["admin.managers.form.saving"]}
      messageTestId="manager-form-error"
      saveTestId="manager-save"
    >
      {editing && (
        <p className="text-sm text-gray-700">
          {fill(t["admin.managers.form.editIntro"], {
            name: `${editing.user.first_name} ${editing.user.last_name}`.trim() || editing.user.username,
          })}
        </p>
      )}
      {field(
        "user",
        t["admin.managers.form.user"],
        <UserPicker
          id={`${id}-user`}
          value={values.userText}
          onType={form.typeUser}
          onPick={form.pickUser}
          invalid={Boolean(fieldError("user"))}
          describedBy={described("user", true)}
          testId="manager-user"
        />,
        t["admin.managers.form.userHint"],
      )}
      {field(
        "branch",
        t["admin.managers.form.branch"],
        <select
          id={`${id}-branch`}
          className={`min-h-11 w-full rounded border px-3 ${fieldError("branch") ? "border-red-600" : "border-gray-300"}`}
          value={values.branch}
          onChange={(e) => form.setBranch(e.target.value)}
          aria-invalid={Boolean(fieldError("branch")) || undefined}
          aria-describedby={described("branch", false)}
          data-testid="manager-branch"
        >
          <option value="">{t["admin.managers.form.chooseBranch"]}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {fill(t["admin.managers.form.branchOption"], {
                branch: localName(b, locale),
                store: branchStoreName(b, locale),
                manager: b.manager ? b.manager.username : t["admin.managers.form.nobody"],
              })}
            </option>
          ))}
        </select>,
      )}

      {conflict && (
        <div className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="manager-conflict">
          <p>
            {sitting
              ? fill(t["admin.managers.form.conflictNamed"], { branch: branchName(chosen, values.branch), name: sitting.username })
              : fill(t["admin.managers.form.conflict"], { branch: branchName(chosen, values.branch) })}
          </p>
          <button
            type="button"
            className="mt-2 min-h-11 rounded border border-amber-400 bg-white px-3 font-medium hover:bg-amber-100"
            onClick={() => onEditInstead(Number(values.branch), values)}
            data-testid="manager-edit-instead"
          >
            {t["admin.managers.form.editInstead"]}
          </button>
        </div>
      )}
      {editing && sitting && (
        <p className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="manager-replaces">
          {fill(t["admin.managers.form.replaces"], { name: sitting.username, branch: branchName(chosen, values.branch) })}
        </p>
      )}
      {!editing && !conflict && (
        <p className="text-sm text-gray-700">
          {person ? fill(t["admin.managers.form.becomesOwner"], { name: person }) : t["admin.managers.form.becomesOwnerAnyone"]}
        </p>
      )}
    </FormDialog>
  );
}
