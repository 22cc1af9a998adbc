import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { retryDelaysMs, steadyRetryMs } from "../../app/lib/proofing/notify/backoff";
import type { Notice } from "../../app/lib/proofing/notify/notice";
import { NoticeStore } from "../../app/lib/proofing/notify/notice-store.server";
import { createNotifier, type Notifier, type NotifierOptions } from "../../app/lib/proofing/notify/notifier.server";
import type { NotificationChannels } from "../../app/lib/proofing/notify/resolve-channels";
import { freePort } from "../harness/free-ports";
import { tempDir } from "../helpers/fixtures";
import { mailParts, startHttpReceiver, startSmtpReceiver } from "../helpers/notification-receivers";

const second = 1000;
const hour = 3600 * second;
const start = Date.UTC(2026, 10, 26, 14, 3);
const site = "https://photos.example";
const sent: Notice = {
  kind: "selection_sent",
  linkId: "k3Jd9sLq0aBc",
  linkLabel: "Anna & Ben",
  albumTitle: "Wedding",
  person: "Anna",
  lists: [
    { name: "Album", picked: 37, max: 40 },
    { name: "Retouch", picked: 9, max: 10 },
  ],
  at: start,
};
const sentText = [
  'Anna sent a selection of "Wedding" through the link "Anna & Ben": Album 37 of 40, Retouch 9 of 10.',
  "2026-11-26 14:03 UTC",
  `${site}/admin/sharing/k3Jd9sLq0aBc`,
].join("\n");

/** What each test started, stopped after it whatever happened. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The test's clock: nothing sleeps, time moves when the test says. */
let clock = start;
const now = () => clock;

async function storeFile(): Promise<string> {
  return path.join(await tempDir("vitrine-notify-"), "notifications.sqlite");
}

function notifierOn(file: string, channels: NotificationChannels, more: Partial<NotifierOptions> = {}): { notifier: Notifier; logged: string[] } {
  const logged: string[] = [];
  const notifier = createNotifier({ channels, store: NoticeStore.open(file), now, dashboardUrl: site, log: (line) => logged.push(line), ...more });
  let closed = false;
  cleanups.push(async () => void (closed || (await notifier.close())));
  return { notifier: { ...notifier, close: () => ((closed = true), notifier.close()) }, logged };
}

async function httpReceiver(port?: number) {
  const receiver = await startHttpReceiver(port);
  cleanups.push(receiver.close);
  return receiver;
}

describe("notifications, delivered to real receivers", () => {
  it("sends a sent selection to the webhook, ntfy, Gotify and e-mail as each takes it, and the inbox shows it delivered", async () => {
    clock = start;
    const receiver = await httpReceiver();
    const smtpPort = await freePort();
    const smtp = await startSmtpReceiver(smtpPort, { user: "owner", pass: "p@ss:word" });
    cleanups.push(smtp.close);
    const { notifier } = notifierOn(await storeFile(), {
      webhook: { url: `${receiver.url}/hook` },
      ntfy: { url: `${receiver.url}/photos-anna`, token: "tk_ntfy" },
      gotify: { url: `${receiver.url}/gotify/`, token: "AbC.dEf" },
      email: { smtp: `smtp://owner:p%40ss%3Aword@127.0.0.1:${smtpPort}`, from: "vitrine@photos.example", to: ["owner@example.com"] },
    });
    notifier.notify(sent);
    await notifier.runDue();

    const byPath = Object.fromEntries(receiver.requests.map((request) => [request.path, request]));
    expect(Object.keys(byPath).sort()).toEqual(["/gotify/message", "/hook", "/photos-anna"]);
    expect(receiver.requests.every((request) => request.method === "POST")).toBe(true);

    const hook = byPath["/hook"]!;
    expect(hook.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(hook.body)).toEqual({
      notice: sent,
      title: "Anna sent a selection: Wedding",
      text: sentText,
      link: `${site}/admin/sharing/k3Jd9sLq0aBc`,
    });

    const ntfy = byPath["/photos-anna"]!;
    expect(ntfy.headers.title).toBe("Anna sent a selection: Wedding");
    expect(ntfy.headers.authorization).toBe("Bearer tk_ntfy");
    expect(ntfy.headers.click).toBe(`${site}/admin/sharing/k3Jd9sLq0aBc`);
    expect(ntfy.body).toBe(sentText);

    const gotify = byPath["/gotify/message"]!;
    expect(gotify.headers["x-gotify-key"]).toBe("AbC.dEf");
    expect(JSON.parse(gotify.body)).toEqual({ title: "Anna sent a selection: Wedding", message: sentText, priority: 5 });

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail).toMatchObject({ user: "owner", from: "vitrine@photos.example", to: ["owner@example.com"] });
    const parts = mailParts(mail.raw);
    expect(parts.header("Subject")).toBe("Anna sent a selection: Wedding");
    expect(parts.header("From")).toBe("vitrine@photos.example");
    expect(parts.header("To")).toBe("owner@example.com");
    expect(parts.header("Content-Type")).toMatch(/^text\/plain/);
    expect(parts.body).toBe(sentText);

    expect(notifier.health()).toEqual(["webhook", "ntfy", "gotify", "email"].map((channel) => ({ channel, state: "ok" })));
    const [entry, ...others] = notifier.inbox();
    expect(others).toEqual([]);
    expect(entry!.notice).toEqual(sent);
    expect(
      entry!.deliveries
        .map(({ channel, state, attempts, deliveredAt }) => ({ channel, state, attempts, deliveredAt }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    ).toEqual(["email", "gotify", "ntfy", "webhook"].map((channel) => ({ channel, state: "delivered", attempts: 1, deliveredAt: start })));
  });

  it("tries a receiver that is down again at 30 s, 2 min, 10 min and 1 h, shows it failing, keeps the notice, and delivers once it is back", async () => {
    clock = start;
    const downPort = await freePort();
    const working = await httpReceiver();
    const { notifier, logged } = notifierOn(await storeFile(), { webhook: { url: `http://127.0.0.1:${downPort}/hook` }, ntfy: { url: `${working.url}/t` } });
    notifier.notify(sent);
    await notifier.runDue();
    expect(working.requests).toHaveLength(1);
    const webhook = () => notifier.inbox()[0]!.deliveries.find((delivery) => delivery.channel === "webhook")!;
    expect(webhook()).toMatchObject({ state: "retrying", attempts: 1, lastError: expect.stringContaining("ECONNREFUSED"), nextTryAt: start + 30 * second });
    expect(notifier.health()).toEqual([
      { channel: "webhook", state: "failing", lastError: expect.stringContaining("ECONNREFUSED"), nextTryAt: start + 30 * second },
      { channel: "ntfy", state: "ok" },
    ]);
    expect(logged).toEqual([expect.stringMatching(/^\[NOTIFICATION_FAILED\] webhook: notice 1, try 1: .*ECONNREFUSED.*; next try 2026-11-26T14:03:30\.000Z$/)]);

    // Each try at its time, not a moment before.
    let tryAt = start;
    for (const [index, delay] of retryDelaysMs.entries()) {
      tryAt += delay;
      clock = tryAt - 1;
      await notifier.runDue();
      expect(webhook().attempts).toBe(index + 1);
      clock = tryAt;
      await notifier.runDue();
      expect(webhook()).toMatchObject({ state: "retrying", attempts: index + 2, nextTryAt: tryAt + (retryDelaysMs[index + 1] ?? steadyRetryMs) });
    }
    expect(notifier.health()[0]).toMatchObject({ state: "failing" });
    expect(working.requests).toHaveLength(1);

    const back = await httpReceiver(downPort);
    clock = webhook().nextTryAt!;
    await notifier.runDue();
    expect(back.requests).toHaveLength(1);
    expect(JSON.parse(back.requests[0]!.body).notice).toEqual(sent);
    expect(webhook()).toMatchObject({ state: "delivered", attempts: 6, deliveredAt: clock });
    expect(notifier.health()).toEqual([
      { channel: "webhook", state: "ok" },
      { channel: "ntfy", state: "ok" },
    ]);
  });

  it("gives a receiver answering 500 its tries for 3 days, then marks the delivery failed; the notice stays in the inbox", async () => {
    clock = start;
    const receiver = await httpReceiver();
    receiver.answerWith(500, "down for maintenance");
    const { notifier } = notifierOn(await storeFile(), { ntfy: { url: `${receiver.url}/t` } });
    notifier.notify(sent);
    const tries: number[] = [];
    for (;;) {
      await notifier.runDue();
      tries.push(clock);
      const next = notifier.inbox()[0]!.deliveries[0]!.nextTryAt;
      if (next === undefined) break;
      clock = next;
    }
    const minute = 60 * second;
    const expected = [0, 30 * second, 150 * second, 750 * second, 72.5 * minute, ...Array.from({ length: 11 }, (_, k) => 72.5 * minute + (k + 1) * 6 * hour)];
    expect(tries.map((at) => at - start)).toEqual(expected);
    expect(receiver.requests).toHaveLength(16);
    expect(notifier.inbox()[0]).toMatchObject({
      notice: sent,
      deliveries: [{ channel: "ntfy", state: "failed", attempts: 16, lastError: "HTTP 500: down for maintenance" }],
    });
    expect(notifier.health()).toEqual([{ channel: "ntfy", state: "failing", lastError: "HTTP 500: down for maintenance" }]);
  });

  it("resumes due tries from the file after a restart, a try cut short by the stop included", async () => {
    clock = start;
    const file = await storeFile();
    const receiver = await httpReceiver();
    receiver.answerWith(503);
    const first = notifierOn(file, { webhook: { url: `${receiver.url}/hook` } });
    first.notifier.notify(sent);
    await first.notifier.runDue();
    await first.notifier.close();

    // A second process stops while its send hangs: nothing is recorded, and the claim runs out.
    clock = start + 30 * second;
    let hanging = false;
    const stopped = notifierOn(
      file,
      { webhook: { url: `${receiver.url}/hook` } },
      {
        send: (_channel, _message, signal) => (
          (hanging = true),
          new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)))
        ),
      },
    );
    stopped.notifier.notify({ ...sent, kind: "link_opened", lists: undefined, person: undefined });
    await Promise.resolve();
    expect(hanging).toBe(true);
    await stopped.notifier.close();
    expect(stopped.logged).toEqual([]);

    receiver.answerWith(200);
    clock = start + 30 * second + 2 * 60 * second;
    const third = notifierOn(file, { webhook: { url: `${receiver.url}/hook` } });
    await third.notifier.runDue();
    // The cut-short try counts, as it was begun; the notice that came while the send hung was never claimed.
    expect(receiver.requests.map((request) => JSON.parse(request.body).notice.kind)).toEqual(["selection_sent", "link_opened", "selection_sent"]);
    expect(third.notifier.inbox().map((entry) => [entry.notice.kind, entry.deliveries[0]!.state, entry.deliveries[0]!.attempts])).toEqual([
      ["link_opened", "delivered", 1],
      ["selection_sent", "delivered", 3],
    ]);
  });

  it("sends a name with markup and CR/LF as plain text: no header or recipient of its own, in ntfy or e-mail", async () => {
    clock = start;
    const receiver = await httpReceiver();
    const smtpPort = await freePort();
    const smtp = await startSmtpReceiver(smtpPort, { user: "owner", pass: "pw" });
    cleanups.push(smtp.close);
    const { notifier } = notifierOn(await storeFile(), {
      webhook: { url: `${receiver.url}/hook` },
      ntfy: { url: `${receiver.url}/t` },
      email: { smtp: `smtp://127.0.0.1:${smtpPort}`, from: "vitrine@photos.example", to: ["owner@example.com"] },
    });
    const person = "<script>alert(1)</script>\r\nBcc: intruder@example.com\r\nX-Injected: yes";
    notifier.notify({ ...sent, person });
    notifier.notify({ ...sent, person: "Zoë" });
    await notifier.runDue();

    const flat = "<script>alert(1)</script> Bcc: intruder@example.com X-Injected: yes";
    const [hostile, zoe] = receiver.requests.filter((request) => request.path === "/t");
    expect(hostile!.headers.title).toBe(`${flat} sent a selection: Wedding`);
    expect(hostile!.headers["x-injected"]).toBeUndefined();
    expect(hostile!.body.split("\n")[0]).toBe(`${flat} sent a selection of "Wedding" through the link "Anna & Ben": Album 37 of 40, Retouch 9 of 10.`);
    const title = zoe!.headers.title as string;
    expect(Buffer.from(/^=\?UTF-8\?B\?(.+)\?=$/.exec(title)![1]!, "base64").toString("utf8")).toBe("Zoë sent a selection: Wedding");
    // The webhook's JSON holds the name exactly as it was typed, as a string.
    expect(JSON.parse(receiver.requests.find((request) => request.path === "/hook")!.body).notice.person).toBe(person);

    const mail = mailParts(smtp.mails[0]!.raw);
    expect(smtp.mails[0]!.to).toEqual(["owner@example.com"]);
    expect(mail.headerLines.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
    expect(mail.header("Subject")).toBe(`${flat} sent a selection: Wedding`);
    expect(mail.header("Content-Type")).toMatch(/^text\/plain/);
    expect(mail.body.split("\n")[0]).toContain(flat);
  });

  it("keeps every notice in the inbox, newest first, with no channel at all; a notice it cannot take is logged, never thrown", async () => {
    clock = start;
    const { notifier, logged } = notifierOn(await storeFile(), {});
    notifier.notify({ kind: "link_opened", linkId: "k3Jd9sLq0aBc", linkLabel: "Anna & Ben", albumTitle: "Wedding", at: start });
    clock += hour;
    notifier.notify({ ...sent, at: clock });
    expect(() => notifier.notify({ ...sent, person: "x".repeat(500) })).not.toThrow();
    await notifier.runDue();
    expect(notifier.inbox().map((entry) => [entry.notice.kind, entry.notice.at, entry.deliveries])).toEqual([
      ["selection_sent", start + hour, []],
      ["link_opened", start, []],
    ]);
    expect(notifier.inbox(1)).toHaveLength(1);
    expect(notifier.health()).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/^\[NOTIFICATION_NOT_STORED\] notifications\.sqlite: selection_sent of link k3Jd9sLq0aBc: /)]);
  });
});
