// An address the page can show a chosen file at (a blob: URL), released when the file changes
// or the component goes: a preview is all it is for.
import { useEffect, useState } from "react";

export function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
