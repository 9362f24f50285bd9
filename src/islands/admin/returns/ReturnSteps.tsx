// A return's next-step buttons (Approve, Reject, Mark received, Refund): only the steps its
// state offers (the server decides anyway). Each opens its dialog, which asks for what the step
// needs and says what will happen before anything is sent.
import { useState } from "react";
import type { ReturnShape } from "#contract/returns";
import { type ReturnStep, stepsFor } from "../../../lib/stores/admin/admin-returns";
import { useText } from "../text";
import StepDialog from "./StepDialog";

export default function ReturnSteps({ ret }: { ret: ReturnShape }) {
  const { t } = useText();
  const [open, setOpen] = useState<ReturnStep | null>(null);
  return (
    // Its buttons flow in the row's own action box (with Details), wrapping as one line of buttons.
    <div className="contents">
      {stepsFor(ret.status).map((step) => (
        <button
          key={step}
          type="button"
          onClick={() => setOpen(step)}
          aria-haspopup="dialog"
          className={`min-h-11 whitespace-nowrap rounded px-2 text-sm font-medium ${
            step === "reject" ? "text-red-700 hover:bg-red-50" : "border border-primary text-primary hover:bg-primary/10"
          }`}
          data-testid={`return-${step}`}
        >
          {t[`admin.returns.steps.${step}`]}
        </button>
      ))}
      {open && <StepDialog ret={ret} step={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
