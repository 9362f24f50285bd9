// Home's period (issue 31 §1): today, the last 7 or 30 days, or a range of Cairo days chosen
// with two date fields (never past today; the API's longest range at most). The choice lives in
// the address bar (report-period.ts), so a reload or a shared link shows the same period.
import { type FormEvent, useId, useState } from "react";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { addDays, type HomeView, PERIODS, type Period, REPORT_MAX_DAYS } from "../../../lib/stores/admin/report-period";
import { useText } from "../text";

const control = "min-h-11 rounded border border-gray-300 bg-white px-3";

export default function PeriodPicker({ view, period, today }: { view: HomeView; period: Period; today: string }) {
  const { t } = useText();
  const id = useId();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);

  const choose = (value: string) => {
    if (value === "custom") {
      // The range starts as the period shown, so the view is a real one at once.
      setFrom(period.from);
      setTo(period.to);
      adminRoute.setView({ period: "custom", from: period.from, to: period.to });
    } else adminRoute.setView({ period: value, from: undefined, to: undefined });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) adminRoute.setView({ period: "custom", from, to });
  };

  return (
    <>
      <div>
        <label htmlFor={`${id}-period`} className="mb-1 block text-sm font-medium">
          {t["admin.home.period.label"]}
        </label>
        <select id={`${id}-period`} value={view.period} onChange={(e) => choose(e.target.value)} className={control} data-testid="home-period-choice">
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t[`admin.home.period.${p}`]}
            </option>
          ))}
        </select>
      </div>
      {view.period === "custom" && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" data-testid="home-range">
          <div>
            <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium">
              {t["admin.home.period.from"]}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              min={addDays(today, -(REPORT_MAX_DAYS * 3))}
              max={to || today}
              onChange={(e) => setFrom(e.target.value)}
              className={control}
              data-testid="home-from"
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium">
              {t["admin.home.period.to"]}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              max={today}
              onChange={(e) => setTo(e.target.value)}
              className={control}
              data-testid="home-to"
            />
          </div>
          <button type="submit" className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90" data-testid="home-range-show">
            {t["admin.home.period.show"]}
          </button>
        </form>
      )}
    </>
  );
}
