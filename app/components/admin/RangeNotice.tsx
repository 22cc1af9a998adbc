/** Said when the address named no valid range: the page shows the last 7 days instead. */
export function RangeNotice({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p className="admin-error" role="alert">
      {error} Showing the last 7 days.
    </p>
  );
}
