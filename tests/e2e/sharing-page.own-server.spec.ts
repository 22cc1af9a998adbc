import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SqliteShareStore } from "../../app/lib/sharing/share-store.server";
import { makeJpeg, tempDir, writeYaml } from "../helpers/fixtures";
import { freePort } from "../harness/free-ports";
import { spawnServer, type SpawnedServer } from "../harness/spawn-server";
import { gotoHydrated, seriousViolations } from "./helpers";

// A site with a public harbour and a private wedding. The owner shares the wedding from the
// dashboard's Sharing page; a guest opens the link in a browser of their own; the owner revokes it.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const ownerPassword = "sharing-owner-password";
const linkPassword = "correct horse";
let server: SpawnedServer;
let env: Record<string, string>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const content = await tempDir("vitrine-sharing-page-");
  env = { CONTENT_DIR: content, DATA_DIR: await tempDir("vitrine-sharing-page-data-") };
  await writeYaml(path.join(content, "vitrine.config.yml"), { title: "Sharing site" });
  for (let i = 0; i < 2; i++) await makeJpeg(path.join(content, "Harbour", `h${i}.jpg`), { width: 600, height: 400, color: `#2a6f9${i}` });
  for (let i = 0; i < 3; i++) await makeJpeg(path.join(content, "Wedding", `w${i}.jpg`), { width: 600, height: 400, color: `#9d020${i}` });
  await writeYaml(path.join(content, "Wedding", "album.yml"), { title: "Wedding", access: "private" });
  server = spawnServer({ PORT: String(port), ...env, VITRINE_ADMIN_PASSWORD: ownerPassword });
  await server.listening(60_000);
});

test.afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

/** A browser of the owner's, logged in, on the dashboard. */
async function ownerPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  const page = await context.newPage();
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("Owner password").fill(ownerPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/admin\/analytics$/);
  return page;
}

const runShare = promisify(execFile);

test("the owner makes a link with a password, copies it once; a guest opens it; revoked, the guest's next load is a 404", async ({ browser }) => {
  const owner = await ownerPage(browser);
  await owner.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Sharing" }).click();
  await owner.waitForURL(/\/admin\/sharing\?/);
  await expect(owner.getByText("No share links yet.")).toBeVisible();
  // The album page's Share button leads here with the album chosen.
  await gotoHydrated(owner, `${origin}/admin/sharing?album=wedding`);
  await expect(owner.getByLabel("Album", { exact: true })).toHaveValue("wedding");
  await owner.getByLabel("Label", { exact: true }).fill("Anna & Ben");
  await owner.getByLabel("Password (optional)").fill(linkPassword);
  await owner.getByRole("button", { name: "Create link" }).click();

  const shown = owner.getByRole("textbox", { name: "Link", exact: true });
  await expect(shown).toHaveValue(new RegExp(`^${origin}/s/[\\w-]{22,64}$`));
  const link = await shown.inputValue();
  const token = link.split("/s/")[1]!;
  await expect(shown).toHaveAttribute("readonly", "");
  await owner.getByRole("button", { name: "Copy" }).click();
  await expect(owner.getByRole("status")).toHaveText("Copied.");
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The form starts empty again: the password is not left in it.
  await expect(owner.getByLabel("Password (optional)")).toHaveValue("");

  const row = owner.locator("tr[data-link]", { hasText: "Anna & Ben" });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-state", "active");
  await expect(row.getByRole("rowheader")).toHaveText("Wedding");
  await expect(row.getByRole("cell")).toContainText(["Anna & Ben", "Active", "Yes", "Web size"]);
  const id = await row.getAttribute("data-link");

  // Shown once: the page loaded again has the link in its list, never its address.
  await owner.reload();
  await expect(owner.getByRole("textbox", { name: "Link", exact: true })).toHaveCount(0);
  expect(await owner.content()).not.toContain(token);
  // Making it put the token in no address and no line of the server's log.
  expect(server.output()).not.toContain(token);

  const guest = await (await browser.newContext()).newPage();
  await gotoHydrated(guest, link);
  await guest.getByLabel("Password").fill(linkPassword);
  await guest.getByRole("button", { name: "Open album", exact: true }).click();
  await guest.waitForURL(`${origin}/albums/wedding`);
  await expect(guest.locator("h1")).toHaveText("Wedding");
  await expect(guest.locator(".grid-item")).toHaveCount(3);

  await owner.getByRole("button", { name: "Revoke the link to Wedding (Anna & Ben)" }).click();
  await expect(owner.getByRole("status")).toHaveText("Revoked the link to Wedding (Anna & Ben): it opens nothing from now on.");
  await expect(row).toHaveAttribute("data-state", "revoked");
  await expect(row.getByRole("button")).toHaveCount(0);

  expect((await guest.reload())?.status()).toBe(404);
  await expect(guest.locator("h1")).not.toHaveText("Wedding");

  // The command line reads the same file: the same link, revoked.
  const { stdout } = await runShare("npx", ["tsx", "app/cli/share.ts", "list"], { env: { ...process.env, ...env } });
  expect(stdout.split("\n").find((line) => line.startsWith(id!))).toMatch(/path:Wedding\s+Anna & Ben\s.*\srevoked\s/);
  await owner.context().close();
  await guest.context().close();
});

test("the page is axe-clean on a phone and a desktop: the list (a broken link too), a new link, and a form refused", async ({ browser }) => {
  // A link whose album is gone: its row offers an album to re-point it to.
  const store = SqliteShareStore.open(path.join(env.DATA_DIR!, "sharing.sqlite"));
  const broken = store.create({ album: "path:Gone", label: "", expiresAt: null, passwordHash: null, downloads: "web" }, Date.now()).link.id;
  store.close();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const owner = await ownerPage(browser, viewport);
    await gotoHydrated(owner, `${origin}/admin/sharing`);
    await expect(owner.getByLabel(`The album link ${broken} opens from now on`)).toBeVisible();
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.getByLabel("Album", { exact: true }).selectOption("wedding");
    await owner.getByRole("button", { name: "Create link" }).click();
    await expect(owner.getByRole("textbox", { name: "Link", exact: true })).toBeFocused();
    expect(await seriousViolations(owner)).toEqual([]);
    // "On a date" without the date: the server says which field, and keeps what was chosen.
    await owner.getByLabel("Album", { exact: true }).selectOption("harbour");
    await owner.getByLabel("Expires", { exact: true }).selectOption("date");
    await owner.getByRole("button", { name: "Create link" }).click();
    await expect(owner.getByRole("alert")).toHaveText("The link was not created: see the fields marked below.");
    await expect(owner.getByLabel("Last day")).toHaveAttribute("aria-invalid", "true");
    await expect(owner.getByText("Choose the link's last day.")).toBeVisible();
    await expect(owner.getByRole("textbox", { name: "Link", exact: true })).toHaveCount(0);
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.context().close();
  }
});
