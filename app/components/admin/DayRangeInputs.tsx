import type { DateRange } from "../../lib/analytics/dashboard/date-range";

/** The `from` and `to` day fields shared by the range picker and the delete form. */
export function DayRangeInputs({ range }: { range: DateRange }) {
  return (
    <>
      <label>
        From <input type="date" name="from" defaultValue={range.from} required />
      </label>
      <label>
        To <input type="date" name="to" defaultValue={range.to} required />
      </label>
    </>
  );
}
