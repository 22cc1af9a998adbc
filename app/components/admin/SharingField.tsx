import type { ReactNode } from "react";

type Props = {
  id: string;
  label: string;
  hint?: string;
  /** What the server said of the value sent, if it refused it. */
  error?: string;
  /** The control, given what it must carry to be read with its hint and error. */
  children: (described: { "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
};

/** One field of the create form: its label, the control, a hint and the server's refusal, tied together for screen readers. */
export function SharingField({ id, label, hint, error, children }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="sharing-field">
      <label htmlFor={id}>{label}</label>
      {children({ "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="sharing-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
