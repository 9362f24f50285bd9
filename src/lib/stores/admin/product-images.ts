// The dashboard's images dialog (docs/product.md §5 "Image upload dialog"): the files chosen are
// checked before anything is sent (JPEG, PNG or GIF, 5 MB each, at least one; every problem
// names its file), sent in one call, and the product's pictures can be removed one by one.
// The server checks every file again, by its bytes.
import { map } from "nanostores";
import type { ProductImage } from "#contract/catalog";
import { apiFetch, errorMessages } from "../../api/client";
import { MAX_IMAGE_BYTES } from "./product-form";

const TYPES = ["image/jpeg", "image/png", "image/gif"];
/** The dialog closes this long after saying the images were added. */
export const CLOSE_AFTER_MS = 1500;

export type ImageProblem = { file: string; problem: "type" | "size" } | { file: null; problem: "none" };

/** What is wrong with the chosen files, each problem with the file's name. */
export function imageProblems(files: readonly File[]): ImageProblem[] {
  if (files.length === 0) return [{ file: null, problem: "none" }];
  const out: ImageProblem[] = [];
  for (const file of files) {
    if (!TYPES.includes(file.type)) out.push({ file: file.name, problem: "type" });
    else if (file.size > MAX_IMAGE_BYTES) out.push({ file: file.name, problem: "size" });
  }
  return out;
}

export interface ImagesState {
  images: ProductImage[];
  files: File[];
  problems: ImageProblem[];
  /** The server's words when it refused. */
  serverErrors: string[];
  status: "idle" | "uploading" | "added" | "failed";
  removing: number | null;
}

export function createImagesDialog(productId: number, images: ProductImage[], onChanged: () => void) {
  const $images = map<ImagesState>({ images, files: [], problems: [], serverErrors: [], status: "idle", removing: null });

  function choose(files: File[]) {
    $images.set({ ...$images.get(), files, problems: [], serverErrors: [], status: "idle" });
  }

  async function upload(): Promise<boolean> {
    const { files, status } = $images.get();
    if (status === "uploading") return false;
    const problems = imageProblems(files);
    if (problems.length) {
      $images.set({ ...$images.get(), problems, serverErrors: [] });
      return false;
    }
    $images.set({ ...$images.get(), status: "uploading", problems: [], serverErrors: [] });
    const form = new FormData();
    for (const file of files) form.append("images", file);
    try {
      const res = await apiFetch(`/api/products/${productId}/add-images/`, { method: "POST", body: form });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { images?: string[]; detail?: string };
        $images.set({ ...$images.get(), status: "failed", serverErrors: body.images ?? (body.detail ? [body.detail] : []) });
        return false;
      }
      const body = (await res.json()) as { images: ProductImage[] };
      $images.set({ ...$images.get(), status: "added", images: body.images, files: [] });
      onChanged();
      return true;
    } catch {
      $images.set({ ...$images.get(), status: "failed", serverErrors: [] });
      return false;
    }
  }

  async function remove(imageId: number): Promise<boolean> {
    $images.setKey("removing", imageId);
    try {
      const res = await apiFetch(`/api/products/${productId}/images/${imageId}/`, { method: "DELETE" });
      if (!res.ok) {
        $images.set({ ...$images.get(), removing: null, status: "failed", serverErrors: Object.values(await errorMessages(res)) });
        return false;
      }
      $images.set({ ...$images.get(), removing: null, images: $images.get().images.filter((image) => image.id !== imageId) });
      onChanged();
      return true;
    } catch {
      $images.set({ ...$images.get(), removing: null, status: "failed", serverErrors: [] });
      return false;
    }
  }

  return { $images, choose, upload, remove };
}
