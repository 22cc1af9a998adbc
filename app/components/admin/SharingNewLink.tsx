import { useEffect, useRef, useState } from "react";

type Props = { url: string; albumTitle: string };

/**
 * A link just made, shown this once (only its hash is kept): in a read-only field the owner can
 * select without JavaScript, and a Copy button once the page is hydrated. A relative address (the
 * server knew no origin for this request) is made whole from the browser's own.
 */
export function SharingNewLink({ url, albumTitle }: Props) {
  const field = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(url);
  const [canCopy, setCanCopy] = useState(false);
  const [said, setSaid] = useState("");
  useEffect(() => {
    setShown(new URL(url, window.location.href).href);
    setCanCopy(true);
    field.current?.focus();
  }, [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown);
      setSaid("Copied.");
    } catch {
      // No clipboard (a page not served over https, or permission refused): the owner copies it by hand.
      field.current?.select();
      setSaid("Could not copy: the link is selected, copy it with your keyboard.");
    }
  }

  return (
    <section className="report sharing-new" aria-labelledby="sharing-new-title">
      <h2 id="sharing-new-title">New link to {albumTitle}</h2>
      <p className="report__note">Copy it now: it is shown only this once (only its hash is kept). Send the password, if it has one, another way.</p>
      <label htmlFor="sharing-new-link">Link</label>
      <div className="sharing-new__row">
        <input id="sharing-new-link" ref={field} type="text" readOnly value={shown} onFocus={(event) => event.currentTarget.select()} spellCheck={false} />
        {canCopy && (
          <button type="button" onClick={() => void copy()}>
            Copy
          </button>
        )}
      </div>
      <p role="status" className="admin-note">
        {said}
      </p>
    </section>
  );
}
