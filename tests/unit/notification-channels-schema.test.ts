import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "../../app/lib/content/schemas";
import { notificationChannelsSchema } from "../../app/lib/proofing/notify/channels-schema";
import { channelSecretVars, resolveChannels } from "../../app/lib/proofing/notify/resolve-channels";

const every = {
  webhook: { url: "https://hooks.example/vitrine" },
  ntfy: { url: "https://ntfy.sh/photos-anna", token: "tk_ntfy" },
  gotify: { url: "https://gotify.example", token: "AbC.dEf" },
  email: { smtp: "smtps://owner:p%40ss@mail.example:465", from: "vitrine@photos.example", to: "owner@example.com" },
};

describe("notifications: in vitrine.config.yml", () => {
  it("is optional, and takes each channel, e-mail's one recipient as a list", () => {
    expect(siteConfigSchema.parse({}).notifications).toBeUndefined();
    expect(siteConfigSchema.parse({ notifications: every }).notifications).toEqual({ ...every, email: { ...every.email, to: ["owner@example.com"] } });
    expect(notificationChannelsSchema.parse({ email: { ...every.email, to: ["a@example.com", "b@example.com"] } }).email?.to).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
    expect(notificationChannelsSchema.parse({})).toEqual({});
  });

  it("posts to http and https addresses only, and sends mail by smtp or smtps only", () => {
    for (const url of ["ftp://hooks.example/x", "file:///etc/passwd", "javascript:alert(1)", "hooks.example/x"]) {
      expect(notificationChannelsSchema.safeParse({ webhook: { url } }).success).toBe(false);
      expect(notificationChannelsSchema.safeParse({ ntfy: { url } }).success).toBe(false);
      expect(notificationChannelsSchema.safeParse({ gotify: { url, token: "t" } }).success).toBe(false);
    }
    expect(notificationChannelsSchema.safeParse({ email: { ...every.email, smtp: "https://mail.example" } }).success).toBe(false);
    expect(notificationChannelsSchema.safeParse({ email: { ...every.email, smtp: "smtp://mail.example:587" } }).success).toBe(true);
  });

  it("refuses unknown keys, a token that would break a header, and an address that is not one", () => {
    expect(notificationChannelsSchema.safeParse({ slack: { url: "https://hooks.example" } }).success).toBe(false);
    expect(notificationChannelsSchema.safeParse({ webhook: { url: "https://hooks.example", secret: "x" } }).success).toBe(false);
    expect(notificationChannelsSchema.safeParse({ ntfy: { url: "https://ntfy.sh/t", token: "tk\r\nX-Injected: yes" } }).success).toBe(false);
    expect(notificationChannelsSchema.safeParse({ email: { ...every.email, to: "Owner <owner@example.com>" } }).success).toBe(false);
    expect(notificationChannelsSchema.safeParse({ email: { ...every.email, to: [] } }).success).toBe(false);
  });
});

describe("the channels' secrets", () => {
  const config = notificationChannelsSchema.parse({
    ntfy: { url: "https://ntfy.sh/photos-anna" },
    gotify: { url: "https://gotify.example" },
    email: { from: "vitrine@photos.example", to: "owner@example.com" },
  });
  const env = { [channelSecretVars.smtp]: "smtp://owner:pw@mail.example:587", [channelSecretVars.gotifyToken]: "AbC", [channelSecretVars.ntfyToken]: "tk" };

  it("come from the environment when vitrine.config.yml leaves them out, and win over it", () => {
    expect(channelSecretVars).toEqual({ smtp: "VITRINE_SMTP_URL", ntfyToken: "VITRINE_NTFY_TOKEN", gotifyToken: "VITRINE_GOTIFY_TOKEN" });
    expect(resolveChannels(config, env)).toEqual({
      ntfy: { url: "https://ntfy.sh/photos-anna", token: "tk" },
      gotify: { url: "https://gotify.example", token: "AbC" },
      email: { smtp: "smtp://owner:pw@mail.example:587", from: "vitrine@photos.example", to: ["owner@example.com"] },
    });
    const inFile = notificationChannelsSchema.parse(every);
    expect(resolveChannels(inFile, {}).gotify?.token).toBe("AbC.dEf");
    expect(resolveChannels(inFile, env).gotify?.token).toBe("AbC");
  });

  it("stop start-up when a channel has none anywhere, or the environment's is not one", () => {
    expect(() => resolveChannels(config, { ...env, [channelSecretVars.gotifyToken]: undefined })).toThrow(
      /CONFIG_INVALID.*notifications\.gotify\.token.*VITRINE_GOTIFY_TOKEN/,
    );
    expect(() => resolveChannels(config, { ...env, [channelSecretVars.smtp]: "" })).toThrow(/notifications\.email\.smtp.*VITRINE_SMTP_URL/);
    expect(() => resolveChannels(config, { ...env, [channelSecretVars.smtp]: "mail.example" })).toThrow(/CONFIG_INVALID.*VITRINE_SMTP_URL/);
    expect(resolveChannels(notificationChannelsSchema.parse({ ntfy: { url: "https://ntfy.sh/t" } }), {})).toEqual({ ntfy: { url: "https://ntfy.sh/t" } });
    expect(resolveChannels(undefined, env)).toEqual({});
  });
});
