import { randomBytes } from "node:crypto";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod/v4";
import { hashPassword } from "../lib/auth/password-hash.server";
import { albumOfLink } from "../lib/content/album-key";
import type { Album, Site } from "../lib/content/site-types";
import { picksReceipt } from "../lib/proofing/picks-receipt";
import type { SelectionSummary } from "../lib/proofing/selection";
import { newShareLinkSchema, shareExpirySchema } from "../lib/sharing/new-share-link-schema";
import { shareLinkAddress } from "../lib/sharing/share-link-address";
import type { ShareGuard } from "./share-guard.server";
import { listedState, shareLinkSchema, type ShareLink, type ShareReceipt, type ShareStore } from "../lib/sharing/share-link";
import { privateCacheControl } from "../lib/http/cache-control";
import { openAdminPage } from "./admin-page.server";
import { getAnalytics, getOwnerSite, getRuntime } from "./runtime.server";

const pagePath = "/admin/sharing";
const privateHeaders = { "Cache-Control": privateCacheControl };
/** The form's fields a refused create sends back, so the owner does not type them again (never the password). */
const keptFields = ["album", "label", "expires", "expiresOn", "downloads"] as const;

/** The page: every album to share (private first), every link newest first with its receipts, a fresh form nonce. */
export async function loadSharingPage(request: Request, context: AppLoadContext) {
  const { store, now, search, range, csrf, init } = await openAdminPage(request, context);
  const [site, { sharing, shareGuard, proofing }] = await Promise.all([getOwnerSite(), getRuntime()]);
  const links = sharing.list();
  const ids = links.map((link) => link.id);
  const receipts = await store.shareReceipts(ids);
  const picks = proofing.store.summaries(ids);
  const asked = search.get("album") ?? "";
  return data(
    {
      range,
      csrf,
      nonce: randomBytes(12).toString("base64url"),
      today: new Date(now).toISOString().slice(0, 10),
      albums: albumGroups(site),
      chosen: site.albumsBySlug.has(asked) ? asked : undefined,
      revoked: revokedNotice(search.get("revoked"), sharing, site),
      repointed: repointedNotice(search.get("repointed"), sharing, site),
      rows: links.map((link) => rowOf(link, site, receipts.get(link.id), picks.get(link.id), now, shareGuard)),
    },
    // This page reads no date range: a bad one in the address (kept by the nav's links) is no error here.
    { headers: init.headers },
  );
}

/** The page's writes, owner only and CSRF-checked: create (shown once, no redirect), revoke and repoint (then a redirect). */
export async function sharingAction(request: Request, context: AppLoadContext) {
  const { auth } = await getAnalytics();
  auth.requireOwnerPage(request, context.visit.sight?.owner === true);
  const form = await auth.validateForm(request);
  const intent = z.enum(["create", "revoke", "repoint"]).safeParse(form.get("intent"));
  if (!intent.success) return refused(400, "This page does not know what that form asks for. Reload it and try again.");
  if (intent.data === "create") return create(form, context.origin);
  return intent.data === "revoke" ? revoke(form) : repoint(form);
}

function refused(status: 400 | 409, problem: string) {
  return data({ problem }, { status, headers: privateHeaders });
}

/** The form's fields: the new link's schema, its album one of the site's, and "On a date" taking its day from the date field (told what is wrong with it). */
const createForm = (site: Site, now: number) =>
  newShareLinkSchema(now)
    .extend({
      album: z.string().refine((slug) => site.albumsBySlug.has(slug), "Choose one of the site's albums."),
      expires: z.string(),
      expiresOn: z.string(),
    })
    .transform(({ expires, expiresOn, ...fields }, check) => {
      const onDate = expires === "date";
      if (onDate && expiresOn === "") {
        check.addIssue({ code: "custom", path: ["expiresOn"], message: "Choose the link's last day." });
        return z.NEVER;
      }
      const expiry = shareExpirySchema(now).safeParse(onDate ? expiresOn : expires);
      if (expiry.success) return { ...fields, expiresAt: expiry.data };
      for (const { message } of expiry.error.issues) check.addIssue({ code: "custom", path: [onDate ? "expiresOn" : "expires"], message });
      return z.NEVER;
    });

/** The nonces of create forms already taken: a page sent again (Reload after the POST) makes no second link. */
const takenNonces = new Set<string>();
const nonceSchema = z.string().regex(/^[\w-]{16}$/);

function takeNonce(nonce: string): boolean {
  if (takenNonces.has(nonce)) return false;
  takenNonces.add(nonce);
  // A Set iterates in insertion order: the oldest goes first.
  if (takenNonces.size > 1000) takenNonces.delete(takenNonces.values().next().value!);
  return true;
}

async function create(form: FormData, origin: string | undefined) {
  const now = Date.now();
  const [site, { sharing }] = await Promise.all([getOwnerSite(), getRuntime()]);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Partial<Record<string, string>> = Object.fromEntries(keptFields.map((name) => [name, text(name)]));
  const parsed = createForm(site, now).safeParse({ ...values, password: text("password") });
  if (!parsed.success) {
    return data({ invalid: z.flattenError(parsed.error).fieldErrors, values }, { status: 400, headers: privateHeaders });
  }
  const nonce = nonceSchema.safeParse(text("nonce"));
  if (!nonce.success) return refused(400, "This form is not one this page made. Reload the page and try again.");
  if (!takeNonce(nonce.data)) {
    return refused(409, "This form was sent already: its link is the newest in the list. Its address was shown once; to share again, create a new link.");
  }
  const { password, ...link } = parsed.data;
  const passwordHash = password ? await hashPassword(password) : null;
  const made = sharing.create({ ...link, album: site.albumsBySlug.get(link.album)!.key, passwordHash }, now);
  // The token is in this answer's body only: never in an address, a redirect or a log line.
  const url = shareLinkAddress(origin ?? "", made.token);
  return data({ created: { id: made.link.id, url, albumTitle: site.albumsBySlug.get(parsed.data.album)!.title } }, { headers: privateHeaders });
}

async function revoke(form: FormData) {
  const id = shareLinkSchema.shape.id.safeParse(form.get("id"));
  if (!id.success) return refused(400, "That is not a share link's id.");
  if (!(await getRuntime()).sharing.revoke(id.data, Date.now())) return refused(400, "No share link has that id.");
  // Post/redirect/get: a reload shows the list again rather than sending the revocation twice.
  throw redirect(`${pagePath}?revoked=${id.data}`, 303);
}

/**
 * A link names another album from now on (its key, never its slug): how a broken link is mended.
 * Sent again, it names the same album again.
 */
async function repoint(form: FormData) {
  const id = shareLinkSchema.shape.id.safeParse(form.get("id"));
  if (!id.success) return refused(400, "That is not a share link's id.");
  const site = await getOwnerSite();
  const slug = form.get("album");
  const album = typeof slug === "string" && slug.length <= 200 ? site.albumsBySlug.get(slug) : undefined;
  if (!album) return refused(400, "Choose one of the site's albums for the link.");
  if (!(await getRuntime()).sharing.repoint(id.data, album.key)) return refused(400, "No share link has that id.");
  throw redirect(`${pagePath}?repointed=${id.data}`, 303);
}

/** Private albums first (what links are for), then unlisted, then public ones; each in the site's order (unlisted ones are in no list, but in the lookups). */
function albumGroups(site: Site) {
  const all = [...site.albumsBySlug.values()];
  return (["private", "unlisted", "public"] as const)
    .map((access) => ({ access, albums: all.filter((album) => album.access === access).map(({ slug, title }) => ({ slug, title })) }))
    .filter((group) => group.albums.length > 0);
}

function rowOf(link: ShareLink, site: Site, receipt: ShareReceipt | undefined, picks: SelectionSummary | undefined, now: number, shareGuard: ShareGuard) {
  const album = albumOfLink(site, link);
  const state = listedState(link, now, album !== undefined);
  return {
    id: link.id,
    label: link.label,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    downloads: link.downloads,
    album: album ? { title: album.title, path: `/albums/${album.slug}` } : { title: link.album },
    state,
    password: link.passwordHash !== null,
    // Its password form is locked after many wrong passwords from anyone (share-guard.server.ts): the owner may want to make a new link.
    lockedUntil: state === "active" && link.passwordHash !== null ? shareGuard.lockedUntil(link.id) : undefined,
    receipt,
    picks: picks && picksReceipt(picks, album && proofingLists(album)),
  };
}

/** The lists picks through a link are counted against: its album's, when it is the one album under the link that takes picks. */
function proofingLists(album: Album) {
  const taking = (one: Album): Album[] => [...(one.proofing ? [one] : []), ...one.children.flatMap(taking)];
  const [only, ...more] = taking(album);
  return more.length === 0 ? only?.proofing?.lists : undefined;
}

/** What the redirect after a revocation says: the link's album and label, read back from the store. */
function revokedNotice(asked: string | null, sharing: ShareStore, site: Site) {
  const id = shareLinkSchema.shape.id.safeParse(asked);
  const link = id.success ? sharing.byId(id.data) : undefined;
  if (!link || link.revokedAt === null) return undefined;
  return { albumTitle: albumOfLink(site, link)?.title ?? link.album, label: link.label };
}

/** What the redirect after a repoint says: the album the link opens now. */
function repointedNotice(asked: string | null, sharing: ShareStore, site: Site) {
  const id = shareLinkSchema.shape.id.safeParse(asked);
  const album = id.success ? albumOfLink(site, sharing.byId(id.data) ?? { album: "" }) : undefined;
  return album && { albumTitle: album.title };
}
