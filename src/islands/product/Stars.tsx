// Five stars filled to a rating (halves and tenths too), read out as one label. Rendered
// statically on the page and inside the reviews island; the fill grows from the inline start.
const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

export function Star({ fill, size }: { fill: number; size: number }) {
  return (
    <span className="relative inline-block shrink-0" style={{ width: size, height: size }}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} className="absolute inset-0 text-gray-300">
        <path d={STAR} fill="currentColor" />
      </svg>
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${Math.max(0, Math.min(1, fill)) * 100}%` }}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} className="absolute start-0 top-0 max-w-none text-amber-500">
          <path d={STAR} fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}

export default function Stars({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5 align-middle">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} fill={value - (n - 1)} size={size} />
      ))}
    </span>
  );
}
