// A theme image (logo or desktop background): what is shown now, and a file to replace it. The
// browser's quick check (JPEG or PNG, 5 MB) or the server's message shows under it. Read-only
// users see the image without the picker.
import { useState } from "react";
import FilePicker from "../FilePicker";
import { useText } from "../text";

interface Props {
  label: string;
  help: string;
  /** The chosen file's preview, else the saved image. */
  src: string | null;
  /** The image's alt text. */
  alt: string;
  shape: "logo" | "banner";
  onFile: (file: File | null) => void;
  disabled: boolean;
  problem?: string;
  testId: string;
}

export default function ImageField({ label, help, src, alt, shape, onFile, disabled, problem, testId }: Props) {
  const { t } = useText();
  const helpId = `${testId}-help`;
  // A chosen file that is no image at all shows as nothing rather than a broken picture.
  const [broken, setBroken] = useState<string | null>(null);
  const shown = src !== broken ? src : null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="mb-2 flex items-center gap-3">
        {shown ? (
          <img
            src={shown}
            onError={() => setBroken(shown)}
            alt={alt}
            width={shape === "logo" ? 64 : 192}
            height={64}
            className={`h-16 shrink-0 rounded border border-gray-200 bg-white object-cover ${shape === "logo" ? "w-16" : "w-48"}`}
            data-testid={`${testId}-image`}
          />
        ) : (
          <span className="text-sm text-gray-600" data-testid={`${testId}-none`}>
            {t["admin.themes.noImage"]}
          </span>
        )}
      </div>
      {!disabled && <FilePicker accept="image/jpeg,image/png" onFiles={(files) => onFile(files[0] ?? null)} testId={testId} describedBy={helpId} />}
      <p id={helpId} className="mt-1 text-xs text-gray-600">
        {help}
      </p>
      {problem && (
        <p className="mt-1 text-sm text-red-700" role="alert" data-testid={`${testId}-error`}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
