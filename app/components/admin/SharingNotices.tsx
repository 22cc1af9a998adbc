type Props = { problem?: string; revoked?: { albumTitle: string; label: string }; repointed?: { albumTitle: string } };

/** What the last form did, above everything else: a refusal (alert), or a revocation or a repoint done (status). */
export function SharingNotices({ problem, revoked, repointed }: Props) {
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
      {repointed && (
        <p className="admin-ok" role="status">
          {`The link opens ${repointed.albumTitle} from now on.`}
        </p>
      )}
    </>
  );
}
