// A bar that fills with a known share (an upload's bytes) or pulses while the end is unknown
// (a file being checked), its value read out as a percentage where there is one.
export default function ProgressBar({ label, share }: { label: string; share: number | null }) {
  const percent = share === null ? null : Math.round(share * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-200"
      data-testid="import-progress"
    >
      <div
        className={`h-full rounded-full bg-primary transition-[width] ${percent === null ? "w-1/3 animate-pulse" : ""}`}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
