// A file field whose button and "no file chosen" speak the page's language (the browser's own
// control speaks the browser's). The real input stays in the page, focusable, under the label.
import { useId, useState } from "react";
import { formatList } from "../../lib/format";
import { useText } from "./text";

interface Props {
  id?: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  testId?: string;
  describedBy?: string;
}

export default function FilePicker({ id: given, accept, multiple, onFiles, testId, describedBy }: Props) {
  const { t, locale } = useText();
  const fallback = useId();
  const id = given ?? fallback;
  const [names, setNames] = useState<string[]>([]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className="peer sr-only"
        aria-describedby={describedBy}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          setNames(files.map((f) => f.name));
          onFiles(files);
        }}
        data-testid={testId}
      />
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center rounded border border-gray-300 bg-white px-4 font-medium hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-primary"
      >
        {t[multiple ? "admin.files.chooseMany" : "admin.files.choose"]}
      </label>
      <span className="min-w-0 truncate text-sm text-gray-700" dir="auto">
        {names.length ? formatList(names, locale) : t["admin.files.none"]}
      </span>
    </div>
  );
}
