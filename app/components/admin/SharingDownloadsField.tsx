import { defaultShareDownloads, type ShareDownloads } from "../../lib/sharing/share-downloads";

const choices: { value: ShareDownloads; label: string; hint: string }[] = [
  { value: "none", label: "None", hint: "they can look, not save" },
  { value: "web", label: "Web size", hint: "the viewer saves the largest web-sized picture" },
  { value: "originals", label: "Originals", hint: "the originals one by one, and the album's ZIP" },
];

/** What a link's holders may download: one of three, web size unless the owner says otherwise. */
export function SharingDownloadsField({ value, error }: { value?: string; error?: string }) {
  const chosen = choices.some((choice) => choice.value === value) ? value : defaultShareDownloads;
  return (
    <fieldset
      className="sharing-field sharing-downloads"
      role="radiogroup"
      aria-describedby={error ? "share-downloads-error" : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>Downloads</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="check">
          <input type="radio" name="downloads" value={choice.value} defaultChecked={choice.value === chosen} />
          <span>
            {choice.label} <span className="sharing-field__hint">({choice.hint})</span>
          </span>
        </label>
      ))}
      {error && (
        <p id="share-downloads-error" className="admin-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
