// A loading indicator with its text for screen readers (and sighted users).
export default function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-gray-600">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-gray-300 border-t-primary" />
      <span>{label}</span>
    </div>
  );
}
