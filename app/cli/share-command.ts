import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { z } from "zod/v4";
import { hashPassword } from "../lib/auth/password-hash.server";
import { loadServerSecret } from "../lib/auth/server-secret.server";
import { openAnalyticsStore, storeSiteName } from "../lib/analytics/store/open-store.server";
import { legacySlugKeysOf } from "../lib/content/album-key";
import { readAlbumKeys } from "../lib/content/album-plan.server";
import { buildSite, loadSiteConfig } from "../lib/content/build-site.server";
import { PictureAddressKey } from "../lib/content/picture-address-key.server";
import { readSettings, type Settings } from "../lib/core/settings.server";
import { ensureDemoContent } from "../lib/demo/generate-demo.server";
import { SourceIndex } from "../lib/images/source-index.server";
import { newShareLinkSchema, sharePasswordSchema } from "../lib/sharing/new-share-link-schema";
import { sharePasswordLength } from "../lib/sharing/share-link-limits";
import { shareDownloads } from "../lib/sharing/share-downloads";
import type { ShareLink, ShareReceipt } from "../lib/sharing/share-link";
import { shareLinkAddress } from "../lib/sharing/share-link-address";
import { SqliteShareStore } from "../lib/sharing/share-store.server";
import { formatShareTable, formatShareTime } from "../lib/sharing/share-table";
import { writeLine, type CliIo } from "./cli-io";

const usage = `usage: npm run share -- create <album-slug> [--expires 30d|YYYY-MM-DD|never] [--password] [--label TEXT] [--downloads ${shareDownloads.join("|")}] | list | revoke <id>`;

/** What a command acts with: the IO it was given, and the settings read from its environment. */
type Run = { io: CliIo; settings: Settings };

/** Ends the command with a message on stderr: exit 2 for arguments that do not read (with the usage), 1 for the rest. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** An issue with an argument in the terminal's words: a value not among the choices names the choices as they are typed. */
function argumentIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path[0] === "album" ? "<album-slug>" : `--${String(issue.path[0])}`;
  if (issue.code !== "invalid_value") return `${field}: ${issue.message}`;
  const choices = issue.values.map(String);
  return `${field}: ${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;
}

function readArguments<Options extends NonNullable<Parameters<typeof parseArgs>[0]>["options"]>(args: string[], options: Options, positionals: number) {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
    if (parsed.positionals.length !== positionals) throw new Error(`expected ${positionals} argument${positionals === 1 ? "" : "s"} after the command`);
    return parsed;
  } catch (error) {
    // parseArgs goes on about positionals after "--": its first sentence is what matters here.
    throw new Refusal((error as Error).message.split(". ")[0] ?? "", 2);
  }
}

async function create(args: string[], { io, settings }: Run): Promise<void> {
  const { values, positionals } = readArguments(
    args,
    { expires: { type: "string" }, password: { type: "boolean" }, label: { type: "string" }, downloads: { type: "string" } },
    1,
  );
  // The password is asked for once the album is known; the rest of the link is read here.
  const parsed = newShareLinkSchema(io.now).safeParse({ album: positionals[0], label: values.label, expires: values.expires, downloads: values.downloads });
  if (!parsed.success) throw new Refusal(argumentIssue(parsed.error.issues[0]!), 2);
  const wanted = parsed.data;
  // The whole site, private albums included: they are what is shared.
  if (settings.demo) await ensureDemoContent(settings.contentDir);
  const addresses = new PictureAddressKey(await loadServerSecret(settings.dataDir, settings.secret));
  const site = await buildSite(settings.contentDir, SourceIndex.load(settings.dataDir), { addresses });
  // The slug is how the owner names the album here; the link names the album itself (its key), which a later build will not give another.
  const album = site.albumsBySlug.get(wanted.album);
  if (!album) throw new Refusal(`no album has the slug "${wanted.album}" in ${settings.contentDir}`);
  if (album.access !== "private") {
    writeLine(io.stderr, `share: note: "${album.slug}" is ${album.access}: it opens without a link too, and --downloads changes nothing there.`);
  }
  const passwordHash = values.password ? await hashPassword(await sharePasswordOf(io)) : null;
  const store = openStore(settings);
  try {
    store.settleLegacy(() => legacySlugKeysOf(site));
    const { link, token } = store.create(
      { album: album.key, label: wanted.label, expiresAt: wanted.expires, passwordHash, downloads: wanted.downloads },
      io.now,
    );
    writeLine(io.stdout, shareLinkAddress(site.config.baseUrl ?? `http://localhost:${settings.port}`, token));
    const expires = link.expiresAt === null ? "never" : `${formatShareTime(link.expiresAt)} UTC`;
    writeLine(
      io.stderr,
      `id ${link.id} · album ${album.slug} (${link.album}) · expires ${expires} · downloads ${link.downloads} · password ${passwordHash ? "yes" : "no"}`,
    );
    writeLine(io.stderr, "The link is shown this once: only its hash is kept.");
  } finally {
    store.close();
  }
}

/** The link's password: VITRINE_SHARE_PASSWORD when set (for scripts), else asked on the terminal so it stays out of the shell's history. */
async function sharePasswordOf(io: CliIo): Promise<string> {
  const password = io.env.VITRINE_SHARE_PASSWORD ?? (await askPassword(io));
  const checked = sharePasswordSchema.safeParse(password);
  if (!checked.success) throw new Refusal(checked.error.issues[0]?.message ?? "The password is not valid.");
  return checked.data;
}

async function askPassword(io: CliIo): Promise<string> {
  const input = createInterface({ input: io.stdin, output: io.stderr, terminal: io.stdin.isTTY });
  const ended = once(input, "close").then(() => {
    throw new Refusal("No password given: the input ended.");
  });
  try {
    return await Promise.race([input.question(`Share link password (at least ${sharePasswordLength.min} characters): `), ended]);
  } finally {
    input.close();
  }
}

async function list(args: string[], run: Run): Promise<void> {
  readArguments(args, {}, 0);
  const { io, settings } = run;
  const store = openStore(settings);
  try {
    const found = await albumsFound(store, run);
    const links = store.list();
    if (links.length === 0) {
      writeLine(io.stderr, "No share links yet: npm run share -- create <album-slug>");
      return;
    }
    writeLine(io.stdout, formatShareTable(links, await receiptsOf(links, run), io.now, found));
  } finally {
    store.close();
  }
}

/**
 * Whether a link's album is still in the content folder (read without looking at a picture); links
 * of a store older than album keys are settled first, as the server's next build would. When the
 * folder cannot be read, every link is shown by its own state, with a note.
 */
async function albumsFound(store: SqliteShareStore, { io, settings }: Run): Promise<(link: ShareLink) => boolean> {
  try {
    const { keys, legacySlugKeys } = await readAlbumKeys(settings.contentDir);
    store.settleLegacy(legacySlugKeys);
    return (link) => keys.has(link.album);
  } catch (error) {
    writeLine(io.stderr, `share: cannot tell broken links: ${(error as Error).message}`);
    return () => true;
  }
}

/** What the site's own analytics saw of the links; none when analytics are off, or (with a note) when the store cannot be read: the list still shows. */
async function receiptsOf(links: readonly ShareLink[], { io, settings }: Run): Promise<ReadonlyMap<string, ShareReceipt>> {
  try {
    const config = await loadSiteConfig(settings.contentDir);
    if (!config.analytics.enabled) return new Map();
    const analytics = await openAnalyticsStore(settings, storeSiteName(config.baseUrl));
    try {
      return await analytics.shareReceipts(links.map((link) => link.id));
    } finally {
      await analytics.close();
    }
  } catch (error) {
    writeLine(io.stderr, `share: no receipts: ${(error as Error).message}`);
    return new Map();
  }
}

function revoke(args: string[], { io, settings }: Run): void {
  // An id is base64url and may begin with "-": it is never read as an option.
  const ids = args[0] === "--" ? args.slice(1) : args;
  if (ids.length !== 1) throw new Refusal("expected 1 argument after the command", 2);
  const id = ids[0]!;
  const store = openStore(settings);
  try {
    const link = store.byId(id);
    if (!link) throw new Refusal(`no share link has the id "${id}" (npm run share -- list shows them)`);
    if (link.revokedAt !== null) {
      writeLine(io.stdout, `${id} (${link.album}) was already revoked, at ${formatShareTime(link.revokedAt)} UTC.`);
      return;
    }
    store.revoke(id, io.now);
    writeLine(io.stdout, `${id} (${link.album}) is revoked: it opens nothing from the server's next request.`);
  } finally {
    store.close();
  }
}

function openStore(settings: Settings): SqliteShareStore {
  return SqliteShareStore.open(path.join(settings.dataDir, "sharing.sqlite"));
}

const commands = { create, list, revoke };

/**
 * npm run share -- create | list | revoke: the owner's share links from a terminal, in the file the
 * server reads (DATA_DIR/sharing.sqlite). `create` prints the link alone on stdout, so a script can
 * take it; what else it says goes to stderr. Resolves with the exit code: 0, 1 for a refusal or a
 * failure, 2 for arguments that do not read.
 */
export async function shareCommand(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const [command, ...args] = argv;
    if (!command || !Object.hasOwn(commands, command)) throw new Refusal(command ? `unknown command "${command}"` : "no command given", 2);
    await commands[command as keyof typeof commands](args, { io, settings: readSettings(io.env, io.cwd) });
    return 0;
  } catch (error) {
    const exitCode = error instanceof Refusal ? error.exitCode : 1;
    writeLine(io.stderr, `share: ${(error as Error).message}`);
    if (exitCode === 2) writeLine(io.stderr, usage);
    return exitCode;
  }
}
