// The OpenAPI entries of this folder's routes: stores, their themes, branches and branch
// managers ("responsibles").
import { z } from "zod";
import {
  branch,
  branchCreateInput,
  branchDeleteImpact,
  branchPatchInput,
  branchPutInput,
  paged,
  PAGE_SIZE,
  queryId,
  responsible,
  responsibleCreateInput,
  responsiblePatchInput,
  responsiblePutInput,
  responsibleSearchQuery,
  store,
  storeAccess,
  storeCreateInput,
  storePatchInput,
  storePutInput,
  theme,
  themeInput,
} from "#contract";
import { ADMIN, type FileField, flag, idParam, jsonOrForm, MERCHANT, type Operation, resource } from "../openapi/define";
import { ADMIN_PAGE_SIZE } from "#contract/common";

const storeRef = { id: { kind: "store-ref" as const, description: "The store's id or slug." } };
const themeFiles: FileField[] = [
  { name: "logo", description: "JPEG or PNG, at most 5 MB and 6000 px a side." },
  { name: "background_image_desktop", description: "JPEG or PNG, at most 5 MB and 6000 px a side." },
];

const stores = resource({ tag: "Stores", path: "/api/stores/", one: "store", many: "stores", item: storeRef });
const themes = resource({ tag: "Themes", path: "/api/themes/", one: "theme", many: "themes" });
const branches = resource({ tag: "Branches", path: "/api/branches/", one: "branch", many: "branches" });
const managers = resource({ tag: "Managers", path: "/api/responsibles/", one: "assignment", many: "assignments" });

export const storeOperations: readonly Operation[] = [
  stores.list("listStores", {
    summary: "Stores, oldest first",
    description:
      "Public. With managed=true (a signed-in caller): the stores the caller works in, each with `access`: owner (may edit it; a super admin, every store) or manager (reads it).",
    access: "public",
    query: z.object({
      slug: z.string().optional().describe("Exact slug."),
      name: z.string().optional().describe("Exact name, any case."),
      search: z.string().optional().describe("Words that must each appear in the name, Arabic name or slug."),
      managed: flag("true: only the stores the caller works in (owns, or manages a branch of), each with `access` (needs a token)."),
    }),
    paged: PAGE_SIZE,
    schema: paged(store.extend({ access: storeAccess.optional().describe("Only with managed=true.") })),
  }),
  stores.get("getStore", { summary: "One store, by id or slug", access: "public", schema: store }),
  stores.create("createStore", { summary: "Create a store and its theme", access: ADMIN, body: storeCreateInput, schema: store, errors: [409] }),
  stores.update("patchStore", "patch", {
    summary: "Edit a store's settings (owner and slug: super admin only)",
    access: MERCHANT,
    body: storePatchInput,
    schema: store,
    errors: [409],
  }),
  stores.update("putStore", "put", {
    summary: "Edit a store's settings, name required",
    access: MERCHANT,
    body: storePutInput,
    schema: store,
    errors: [409],
  }),
  stores.remove("deleteStore", { summary: "Delete a store with its branches, products and themes", access: ADMIN }),
  stores.op({
    id: "saveStoreTheme",
    method: "post",
    path: "/api/stores/{id}/theme/",
    summary: "Save the store's theme: colours, logo and background",
    access: MERCHANT,
    params: storeRef,
    body: jsonOrForm(themeInput, themeFiles),
    ok: [{ status: 200, schema: theme, description: "The store's theme." }],
    errors: [409],
  }),

  themes.list("listThemes", {
    summary: "The themes the caller may use",
    access: MERCHANT,
    query: z.object({ store: queryId.optional().describe("Only this store's themes.") }),
    paged: ADMIN_PAGE_SIZE,
    schema: paged(theme),
    errors: [400],
  }),
  themes.get("getTheme", { summary: "One theme", access: MERCHANT, schema: theme }),
  themes.create("createTheme", { summary: "Create a theme for a store", access: MERCHANT, body: jsonOrForm(themeInput, themeFiles), schema: theme }),
  themes.update("patchTheme", "patch", { summary: "Edit a theme", access: MERCHANT, body: jsonOrForm(themeInput, themeFiles), schema: theme }),

  branches.list("listBranches", {
    summary: "Branches",
    access: "public",
    query: z.object({
      store: queryId.optional().describe("Only this store's branches."),
      managed: flag("true: only the branches the caller runs (needs a token)."),
    }),
    paged: ADMIN_PAGE_SIZE,
    schema: paged(branch),
    errors: [400],
  }),
  branches.get("getBranch", { summary: "One branch", access: "public", schema: branch }),
  branches.create("createBranch", {
    summary: "Create a branch, optionally with its manager",
    access: ADMIN,
    body: branchCreateInput,
    schema: branch,
    errors: [409],
  }),
  branches.update("putBranch", "put", {
    summary: "Edit a branch, name required",
    access: ADMIN,
    body: branchPutInput,
    schema: branch,
    errors: [409],
  }),
  branches.update("patchBranch", "patch", {
    summary: "Edit some of a branch's fields",
    access: ADMIN,
    body: branchPatchInput,
    schema: branch,
    errors: [409],
  }),
  branches.remove("deleteBranch", {
    summary: "Delete a branch with its listings (refused while it has open orders)",
    description: "Closed orders keep their record (the branch's name). While the branch has open orders: 409, and nothing changes.",
    access: ADMIN,
    errors: [409],
  }),
  branches.op({
    id: "branchDeleteImpact",
    method: "get",
    path: "/api/branches/{id}/delete-impact/",
    summary: "What deleting a branch would take: its listings, open and closed orders",
    access: ADMIN,
    params: idParam,
    ok: [{ status: 200, schema: branchDeleteImpact, description: "The counts." }],
  }),

  managers.list("listManagers", {
    summary: "Branch managers of the branches the caller runs",
    access: MERCHANT,
    query: z.object({ branch: queryId.optional().describe("Only this branch's manager.") }).extend(responsibleSearchQuery.shape),
    paged: ADMIN_PAGE_SIZE,
    schema: paged(responsible),
    errors: [400],
  }),
  managers.get("getManager", { summary: "One assignment", access: MERCHANT, schema: responsible }),
  managers.create("createManager", {
    summary: "Make a user a branch's manager (named by user id, e-mail or username)",
    access: ADMIN,
    body: responsibleCreateInput,
    schema: responsible,
    said: "The assignment.",
    errors: [409],
  }),
  managers.update("patchManager", "patch", {
    summary: "Change an assignment (moving onto a managed branch replaces its manager)",
    access: ADMIN,
    body: responsiblePatchInput,
    schema: responsible,
    errors: [409],
  }),
  managers.update("putManager", "put", {
    summary: "Replace an assignment",
    access: ADMIN,
    body: responsiblePutInput,
    schema: responsible,
    errors: [409],
  }),
  managers.remove("deleteManager", { summary: "Remove an assignment", access: ADMIN, said: "Removed." }),
];
