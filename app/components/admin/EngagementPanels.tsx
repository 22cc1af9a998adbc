import type { CSSProperties } from "react";
import type { FunnelStep } from "../../lib/analytics/dashboard/engagement";

const percent = (share: number) => `${Math.round(share * 100)} %`;
/** The same share as a CSS length (no space before the sign). */
const cssShare = (share: number) => `${(share * 100).toFixed(1)}%`;

export function ScrollReach({ reached, of, rate }: { reached: number; of: number; rate: number }) {
  return (
    <section className="report" aria-labelledby="report-scroll" data-report="scroll">
      <h2 id="report-scroll">Scroll depth</h2>
      <p className="big-figure">
        <strong>{percent(rate)}</strong> of visitors read a page to 90 %
      </p>
      <p className="report__note">
        {reached} of {of} visitors who viewed a page
      </p>
      <div className="meter" aria-hidden="true">
        <span style={{ width: cssShare(rate) }} />
      </div>
    </section>
  );
}

/** Video engagement, start → 10/25/50/75 % → complete, each step's share of those who started. */
export function VideoFunnel({ steps }: { steps: readonly FunnelStep[] }) {
  return (
    <section className="report" aria-labelledby="report-video" data-report="video">
      <h2 id="report-video">Video engagement</h2>
      <ol className="funnel">
        {steps.map((step) => (
          <li key={step.label} className="funnel__step" style={{ "--share": cssShare(step.shareOfStart) } as CSSProperties}>
            <span className="funnel__label">{step.label}</span>
            <span className="funnel__value">
              {step.visitors} visitors · {percent(step.shareOfStart)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
