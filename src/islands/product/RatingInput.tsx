// A half-star rating as ten real radio inputs (0.5 to 5): arrow keys move between them, each
// has a spoken name ("4.5 out of 5 stars"), and the stars show the choice or the hovered one.
// Each star holds two halves: the inline-start half is n - 0.5, the end half n.
import { useState } from "react";
import { RATINGS } from "../../lib/stores/reviews";
import { fill } from "../../lib/template";
import { Star } from "./Stars";

interface Props {
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  /** "{n} out of 5 stars" */
  optionLabel: string;
}

export default function RatingInput({ name, value, onChange, legend, optionLabel }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only hover preview; the stars are radio inputs the keyboard reaches */}
        <div
          className="inline-flex rounded has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          onMouseLeave={() => setHover(null)}
          data-testid="rating-input"
        >
          {[1, 2, 3, 4, 5].map((star) => (
            // Each star 48 x 44 px, each half a 24 x 44 px target (WCAG 2.5.5/2.5.8).
            <span key={star} className="relative inline-flex h-11 w-12 items-center justify-center">
              <Star fill={shown - (star - 1)} size={32} />
              {RATINGS.filter((r) => r > star - 1 && r <= star).map((r) => (
                <label
                  key={r}
                  className={`absolute inset-y-0 w-1/2 cursor-pointer ${r < star ? "start-0" : "end-0"}`}
                  onMouseEnter={() => setHover(r)}
                >
                  <input type="radio" name={name} value={r} checked={value === r} onChange={() => onChange(r)} className="sr-only" />
                  <span className="sr-only">{fill(optionLabel, { n: r })}</span>
                </label>
              ))}
            </span>
          ))}
        </div>
        <span aria-hidden="true" className="min-w-12 text-sm text-gray-700" data-testid="rating-value">
          {value !== null ? `${value} / 5` : ""}
        </span>
      </div>
    </fieldset>
  );
}
