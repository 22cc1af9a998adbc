import { describe, expect, it } from "vitest";
import { giveUpAfterMs, nextTryAt } from "../../app/lib/proofing/notify/backoff";
import { headerValue } from "../../app/lib/proofing/notify/header-value";
import { formatNotice, noticeSchema, type Notice } from "../../app/lib/proofing/notify/notice";

const at = Date.UTC(2026, 10, 26, 14, 3);
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
  at,
};

describe("a notice's text", () => {
  it("says who sent what, from which link, when, and where on the dashboard", () => {
    expect(formatNotice(sent, "https://photos.example/")).toEqual({
      title: "Anna sent a selection: Wedding",
      text: [
        'Anna sent a selection of "Wedding" through the link "Anna & Ben": Album 37 of 40, Retouch 9 of 10.',
        "2026-11-26 14:03 UTC",
        "https://photos.example/admin/sharing/k3Jd9sLq0aBc",
      ].join("\n"),
    });
  });

  it("names nobody when the client gave no name, counts a list without a maximum alone, and links by path without the site's address", () => {
    const { person: _person, ...anonymous } = sent;
    const formatted = formatNotice({ ...anonymous, lists: [{ name: "Selection", picked: 12, max: null }] }, undefined);
    expect(formatted.title).toBe("Someone sent a selection: Wedding");
    expect(formatted.text.split("\n")).toEqual([
      'Someone sent a selection of "Wedding" through the link "Anna & Ben": Selection 12.',
      "2026-11-26 14:03 UTC",
      "/admin/sharing/k3Jd9sLq0aBc",
    ]);
  });

  it("tells of a link's first opening", () => {
    const opened: Notice = { kind: "link_opened", linkId: "k3Jd9sLq0aBc", linkLabel: "Anna & Ben", albumTitle: "Wedding", at };
    expect(formatNotice(opened, "https://photos.example")).toEqual({
      title: "Link opened: Anna & Ben",
      text: 'Someone opened the link "Anna & Ben" to "Wedding" for the first time.\n2026-11-26 14:03 UTC\nhttps://photos.example/admin/sharing/k3Jd9sLq0aBc',
    });
  });

  it("keeps what was typed on one line: a name's CR, LF or bidirectional override cannot start a line or turn the text around", () => {
    const formatted = formatNotice({ ...sent, person: "Anna\r\nBcc: x@example.com\u202e\tmoc", albumTitle: "Wed\nding" }, undefined);
    expect(formatted.title).toBe("Anna Bcc: x@example.com moc sent a selection: Wed ding");
    expect(formatted.text.split("\n")).toHaveLength(3);
    expect(formatted.text.split("\n")[0]).toBe(
      'Anna Bcc: x@example.com moc sent a selection of "Wed ding" through the link "Anna & Ben": Album 37 of 40, Retouch 9 of 10.',
    );
  });

  it("leaves markup as the text it is: nothing is escaped, since nothing renders it", () => {
    expect(formatNotice({ ...sent, person: "<b>Anna</b>" }, undefined).title).toBe("<b>Anna</b> sent a selection: Wedding");
  });
});

describe("a notice's schema", () => {
  it("takes a notice and refuses anything more about the visitor than it names", () => {
    expect(noticeSchema.parse(sent)).toEqual(sent);
    expect(noticeSchema.safeParse({ ...sent, ip: "203.0.113.9" }).success).toBe(false);
    expect(noticeSchema.safeParse({ ...sent, kind: "comment" }).success).toBe(false);
    expect(noticeSchema.safeParse({ ...sent, person: "x".repeat(101) }).success).toBe(false);
    expect(noticeSchema.safeParse({ ...sent, lists: [{ name: "Album", picked: -1, max: 40 }] }).success).toBe(false);
  });
});

describe("a header's value", () => {
  it("is the text on one line, ASCII as it is", () => {
    expect(headerValue("Anna sent a selection: Wedding")).toBe("Anna sent a selection: Wedding");
    expect(headerValue("Anna\r\nX-Injected: yes")).toBe("Anna X-Injected: yes");
  });

  it("carries anything past ASCII as one RFC 2047 encoded word", () => {
    const value = headerValue("Zoë sent a selection: 結婚式");
    expect(value).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Buffer.from(value.slice(10, -2), "base64").toString("utf8")).toBe("Zoë sent a selection: 結婚式");
  });
});

describe("the retry schedule", () => {
  const second = 1000;
  const hour = 3600 * second;

  it("waits 30 s, 2 min, 10 min and 1 h after the first four failures, then 6 h", () => {
    const tries = [1, 2, 3, 4, 5, 6].map((attempts) => (nextTryAt(attempts, at, at) ?? Number.NaN) - at);
    expect(tries).toEqual([30 * second, 120 * second, 600 * second, hour, 6 * hour, 6 * hour]);
  });

  it("gives up once the next try would come more than 3 days after the notice was stored", () => {
    expect(giveUpAfterMs).toBe(72 * hour);
    expect(nextTryAt(14, at + 66 * hour, at)).toBe(at + 72 * hour);
    expect(nextTryAt(15, at + 66 * hour + 1, at)).toBeNull();
  });
});
