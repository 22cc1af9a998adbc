import { Form } from "@remix-run/react";
import { DayRangeInputs } from "./DayRangeInputs";
import type { DateRange } from "../../lib/analytics/dashboard/date-range";

/** Deleting needs the dates typed or confirmed and a tick: data cannot come back. */
export function DeleteRangeForm({ csrf, range, retentionDays, deleted }: { csrf: string; range: DateRange; retentionDays: number; deleted?: number }) {
  return (
    <section className="report report--danger" aria-labelledby="data-title">
      <h2 id="data-title">Data</h2>
      <p className="report__note">
        Events are kept for {retentionDays} days (<code>analytics.retentionDays</code> in vitrine.config.yml), then deleted.
      </p>
      <Form method="post" className="admin-form admin-form--inline">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="delete" />
        <DayRangeInputs range={range} />
        <label className="check">
          <input type="checkbox" name="confirm" value="yes" required /> Delete every event of these days, for good
        </label>
        <button type="submit" className="danger">
          Delete
        </button>
      </Form>
      {deleted !== undefined && (
        <p role="status" className="admin-ok">
          Deleted {deleted} events.
        </p>
      )}
    </section>
  );
}
