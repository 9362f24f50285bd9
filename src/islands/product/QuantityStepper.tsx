// Quantity stepper (docs/product.md §4): from 1 to `max`; minus disabled at 1, plus at the maximum.
interface Props {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  /** The group's name ("Quantity", "Quantity of Rice"), and the buttons'. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
}

const button =
  "size-11 text-lg font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40";

export default function QuantityStepper({ value, max, disabled = false, onChange, label, decreaseLabel, increaseLabel }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons; a fieldset's box and legend do not fit a toolbar
    <div role="group" aria-label={label} className="inline-flex items-center rounded-lg border border-gray-300" data-testid="quantity-stepper">
      <button
        type="button"
        className={`${button} rounded-s-lg`}
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={disabled || value <= 1}
        aria-label={decreaseLabel}
      >
        −
      </button>
      <output aria-live="polite" aria-label={label} className="min-w-9 text-center font-semibold" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        className={`${button} rounded-e-lg`}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={disabled || value >= max}
        aria-label={increaseLabel}
      >
        +
      </button>
    </div>
  );
}
