import { useEffect, useId, useRef, useState } from "react";
import type { PasteString } from "../../lib/proofing/exports/paste-strings";

/**
 * One tool's line of names: in a read-only field the owner can select and copy without JavaScript,
 * and a Copy button once the page is hydrated (the CSP admits no inline script). Names the tool
 * would read as something else are listed under it, to be found by hand.
 */
export function SelectionPasteField({ label, line }: { label: string; line: PasteString }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  const [said, setSaid] = useState("");
  useEffect(() => setCanCopy(true), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(line.text);
      setSaid("Copied.");
    } catch {
      // No clipboard (a page not served over https, or permission refused): the owner copies it by hand.
      field.current?.select();
      setSaid("Could not copy: the line is selected, copy it with your keyboard.");
    }
  }

  return (
    <div className="paste-field">
      <label htmlFor={id}>{label}</label>
      <div className="paste-field__row">
        <textarea id={id} ref={field} readOnly rows={2} value={line.text} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
        {canCopy && (
          <button type="button" onClick={() => void copy()}>
            Copy<span className="visually-hidden"> the {label} line</span>
          </button>
        )}
      </div>
      <p role="status" className="admin-note paste-field__said">
        {said}
      </p>
      {line.leftOut.length > 0 && (
        <div className="paste-field__left-out">
          <p>Not in this line, as {label} would read them as something else: find them by hand.</p>
          <ul>
            {line.leftOut.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
