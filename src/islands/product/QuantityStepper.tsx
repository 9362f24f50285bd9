// Quantity stepper (docs/product.md §4): from 1 to `max`; minus disabled at 1, plus at the maximum.
export interface StepperLabels {
  quantity: string;
  decrease: string;
  increase: string;
}

interface Props {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  labels: StepperLabels;
}

const button =
  "size-11 text-lg font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40";

export default function QuantityStepper({ value, max, disabled = false, onChange, labels }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons; a fieldset's box and legend do not fit a toolbar
    <div
      role="group"
      aria-label={labels.quantity}
      className="inline-flex items-center rounded-lg border border-gray-300"
      data-testid="quantity-stepper"
    >
      <button
        type="button"
        className={`${button} rounded-s-lg`}
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={disabled || value <= 1}
        aria-label={labels.decrease}
      >
        −
      </button>
      <output aria-live="polite" aria-label={labels.quantity} className="min-w-9 text-center font-semibold" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        className={`${button} rounded-e-lg`}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={disabled || value >= max}
        aria-label={labels.increase}
      >
        +
      </button>
    </div>
  );
}
