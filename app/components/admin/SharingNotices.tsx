/** What the last form did, above everything else: a refusal (alert) or a revocation done (status). */
export function SharingNotices({ problem, revoked }: { problem?: string; revoked?: { albumTitle: string; label: string } }) {
  return (
    <>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      {revoked && (
        <p className="admin-ok" role="status">
          {`Revoked the link to ${revoked.albumTitle}${revoked.label ? ` (${revoked.label})` : ""}: it opens nothing from now on.`}
        </p>
      )}
    </>
  );
}
