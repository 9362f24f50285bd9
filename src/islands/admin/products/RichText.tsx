// A small rich-text field for product descriptions: bold, italic and lists, the tags the
// server's sanitiser keeps (shared/sanitize.ts). It edits HTML in place with the
// browser's own editing commands, which cost no bytes; the server cleans whatever arrives.
import { useEffect, useRef } from "react";
import { useText } from "../text";

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  dir: "ltr" | "rtl";
  testId?: string;
}

const COMMANDS = [
  ["bold", "B", "font-bold"],
  ["italic", "I", "italic"],
  ["insertUnorderedList", "•", ""],
  ["insertOrderedList", "1.", ""],
] as const;
const LABELS = { bold: "bold", italic: "italic", insertUnorderedList: "bullets", insertOrderedList: "numbers" } as const;

export default function RichText({ id, label, value, onChange, dir, testId }: Props) {
  const { t } = useText();
  const editor = useRef<HTMLDivElement>(null);
  // The HTML is set once per value from outside (opening the form); typing must not reset the caret.
  useEffect(() => {
    if (editor.current && editor.current.innerHTML !== value) editor.current.innerHTML = value;
  }, [value]);

  const run = (command: string) => {
    editor.current?.focus();
    document.execCommand(command);
    onChange(editor.current?.innerHTML ?? "");
  };

  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      <div className="rounded border border-gray-300 focus-within:border-primary">
        <div role="toolbar" aria-label={t["admin.form.toolbar.label"]} aria-controls={id} className="flex gap-1 border-b border-gray-200 p-1">
          {COMMANDS.map(([command, glyph, style]) => (
            <button
              key={command}
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(command)}
              className={`flex size-11 items-center justify-center rounded hover:bg-gray-100 ${style}`}
              title={t[`admin.form.toolbar.${LABELS[command]}`]}
            >
              <span aria-hidden="true">{glyph}</span>
              <span className="sr-only">{t[`admin.form.toolbar.${LABELS[command]}`]}</span>
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element; role textbox with aria-multiline is the pattern */}
        <div
          id={id}
          ref={editor}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          contentEditable
          suppressContentEditableWarning
          dir={dir}
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          className="prose-sm min-h-24 p-2 text-start outline-none [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
          data-testid={testId}
        />
      </div>
    </div>
  );
}
