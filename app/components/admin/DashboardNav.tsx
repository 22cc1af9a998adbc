import type { DateRange } from "../../lib/analytics/dashboard/date-range";

const pages = [
  { path: "/admin/analytics", label: "Overview" },
  { path: "/admin/analytics/photos", label: "Top photos" },
  { path: "/admin/sharing", label: "Sharing" },
  { path: "/admin/inbox", label: "Inbox" },
];

/** The dashboard's pages, each keeping the range being looked at. */
export function DashboardNav({ range, current }: { range: DateRange; current: string }) {
  return (
    <nav aria-label="Dashboard" className="dashboard__nav">
      {pages.map(({ path, label }) => (
        <a key={path} href={`${path}?from=${range.from}&to=${range.to}`} aria-current={path === current ? "page" : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}
