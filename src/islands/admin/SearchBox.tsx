// A tab's search box (a <search> landmark with a labelled field and a button); the words go to
// the address as the tab's `search` (use-search-text.ts).
import { useSearchText } from "./use-search-text";

interface Props {
  /** The search in the address now. */
  current: string;
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** The field's id and test id. */
  testId: string;
  maxLength?: number;
  className: string;
  formClassName: string;
}

export default function SearchBox({ current, label, placeholder, buttonLabel, testId, maxLength, className, formClassName }: Props) {
  const search = useSearchText(current);
  return (
    <search className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
        className={formClassName}
      >
        <label className="sr-only" htmlFor={testId}>
          {label}
        </label>
        <input
          id={testId}
          type="search"
          value={search.text}
          maxLength={maxLength}
          onChange={(e) => search.type(e.target.value)}
          placeholder={placeholder}
          className="min-h-11 w-full rounded border border-gray-300 px-3"
          data-testid={testId}
        />
        <button type="submit" className="min-h-11 rounded border border-gray-300 bg-white px-4 hover:bg-gray-50">
          {buttonLabel}
        </button>
      </form>
    </search>
  );
}
