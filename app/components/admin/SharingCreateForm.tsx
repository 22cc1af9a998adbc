import { Form } from "@remix-run/react";
import type { NewShareLinkFields } from "../../lib/sharing/new-share-link-schema";
import { shareLabelMaxLength, sharePasswordLength } from "../../lib/sharing/share-link-limits";
import { AlbumOptions, type AlbumGroup } from "./AlbumOptions";
import { SharingDownloadsField } from "./SharingDownloadsField";
import { SharingField } from "./SharingField";

/** The new link's fields, and the day of "On a date". */
type Field = keyof NewShareLinkFields | "expiresOn";

type Props = {
  csrf: string;
  /** Once per form shown: the server makes no second link when the same form is sent again. */
  nonce: string;
  albums: AlbumGroup[];
  /** The album the address asked for (the album page's Share button). */
  chosen?: string;
  /** Today in UTC: the earliest last day a link can have. */
  today: string;
  /** The server's refusal: its messages by field, and what was sent (never the password). */
  refused?: { invalid: Partial<Record<Field, string[]>>; values: Partial<Record<Field, string>> };
};

const expiries = [
  { value: "7d", label: "In 7 days" },
  { value: "30d", label: "In 30 days" },
  { value: "90d", label: "In 90 days" },
  { value: "date", label: "On a date" },
  { value: "never", label: "Never" },
];

/** Making a link: album, label, expiry, password, downloads. What the server refused is said beside its field, with what was typed (but the password). */
export function SharingCreateForm({ csrf, nonce, albums, chosen, today, refused }: Props) {
  const values = refused?.values ?? {};
  const error = (field: Field) => refused?.invalid[field]?.[0];
  return (
    <section className="report" aria-labelledby="sharing-create-title">
      <h2 id="sharing-create-title">Create a share link</h2>
      {refused && (
        <p className="admin-error" role="alert">
          The link was not created: see the fields marked below.
        </p>
      )}
      <Form method="post" className="sharing-create">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="nonce" value={nonce} />
        <input type="hidden" name="intent" value="create" />
        <SharingField
          id="share-album"
          label="Album"
          hint="A private album opens only through its links; unlisted and public ones open for anyone with their address."
          error={error("album")}
        >
          {(described) => (
            <select id="share-album" name="album" required defaultValue={values.album ?? chosen ?? ""} {...described}>
              <option value="">Choose an album</option>
              <AlbumOptions albums={albums} />
            </select>
          )}
        </SharingField>
        <SharingField
          id="share-label"
          label="Label"
          hint={`Who it is for, for your list only (at most ${shareLabelMaxLength} characters).`}
          error={error("label")}
        >
          {(described) => (
            <input id="share-label" name="label" type="text" maxLength={shareLabelMaxLength} defaultValue={values.label} autoComplete="off" {...described} />
          )}
        </SharingField>
        <SharingField id="share-expires" label="Expires" error={error("expires")}>
          {(described) => (
            <select id="share-expires" name="expires" defaultValue={values.expires ?? "30d"} {...described}>
              {expiries.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </SharingField>
        <div className="sharing-create__date">
          <SharingField id="share-expires-on" label="Last day" hint="For “On a date”: the link works through that day (UTC)." error={error("expiresOn")}>
            {(described) => <input id="share-expires-on" name="expiresOn" type="date" min={today} defaultValue={values.expiresOn} {...described} />}
          </SharingField>
        </div>
        <SharingField
          id="share-password"
          label="Password (optional)"
          hint={`At least ${sharePasswordLength.min} characters. Send it another way than the link.`}
          error={error("password")}
        >
          {(described) => (
            <input
              id="share-password"
              name="password"
              type="password"
              minLength={sharePasswordLength.min}
              maxLength={sharePasswordLength.max}
              autoComplete="new-password"
              {...described}
            />
          )}
        </SharingField>
        <SharingDownloadsField value={values.downloads} error={error("downloads")} />
        <div className="sharing-create__submit">
          <button type="submit">Create link</button>
        </div>
      </Form>
    </section>
  );
}
