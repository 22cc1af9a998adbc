import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "../../app/lib/i18n/en";
import { labelsSchema } from "../../app/lib/i18n/labels-schema";
import { messageKeys, type Message } from "../../app/lib/i18n/messages";
import { catalogueFor, catalogues, siteMessages } from "../../app/lib/i18n/catalogues";
import { createTranslator } from "../../app/lib/i18n/translator";

const places = (message: Message) => {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => text.match(/\{\w+\}/g) ?? []))].sort();
};

describe("the shipped catalogues", () => {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`${language} says everything English says, with the same places to fill`, () => {
      expect(Object.keys(catalogue).sort()).toEqual([...messageKeys].sort());
      for (const key of messageKeys) {
        const message = catalogue[key];
        expect(typeof message, key).toBe(typeof en[key]);
        expect(places(message), key).toEqual(places(en[key]));
        if (typeof message !== "string") expect(message.other, key).toBeTruthy();
        for (const text of typeof message === "string" ? [message] : Object.values(message)) expect(text.trim(), key).not.toBe("");
      }
    });
  }

  it("are documented key by key, for owners writing labels", () => {
    const documented = [
      ...readFileSync(new URL("../../docs/languages.md", import.meta.url), "utf8")
        .split("\n## Keys\n")[1]!
        .matchAll(/^\| `([\w.]+)` \|/gm),
    ].map((match) => match[1]);
    expect(documented).toEqual(messageKeys);
  });

  it("finds a catalogue by the language's first part, and none for a language not shipped", () => {
    expect(catalogueFor("de-AT")).toBe(catalogues.de);
    expect(catalogueFor("FR")).toBe(catalogues.fr);
    expect(catalogueFor("nl")).toBeUndefined();
  });
});

describe("a translator", () => {
  it("picks the plural form of the language and writes numbers its way", () => {
    const fr = createTranslator("fr", catalogues.fr!);
    expect(fr("album.photos", { count: 1 })).toBe("1 photo");
    expect(fr("album.photos", { count: 0 })).toBe("0 photo");
    expect(fr("album.photos", { count: 1_000_000 })).toBe("1\u202f000\u202f000 de photos");
    const de = createTranslator("de", catalogues.de!);
    expect(de("album.photos", { count: 1234 })).toBe("1.234 Fotos");
    const english = createTranslator("en", en);
    expect(english("album.photos", { count: 1 })).toBe("1 photo");
    expect(english("album.photos", { count: 2 })).toBe("2 photos");
  });

  it("writes a count as Intl writes it in every shipped language, small counts without it too", () => {
    for (const [language, messages] of Object.entries(catalogues)) {
      for (const tag of [language, `${language}-CH`, `${language}-u-nu-arab`]) {
        const t = createTranslator(tag, messages);
        for (const count of [0, 1, 7, 42, 999, 1000, 12_345, 1.5, -3]) {
          expect(t("album.photos", { count }), `${tag} ${count}`).toContain(new Intl.NumberFormat(tag).format(count));
        }
      }
    }
  });

  it("leaves a place it has no value for as it is, and fills text as given", () => {
    const t = createTranslator("en", en);
    expect(t("menu.submenu")).toBe("{label} submenu");
    expect(t("menu.submenu", { label: "<b>{x}</b>" })).toBe("<b>{x}</b> submenu");
  });
});

describe("the owner's labels", () => {
  it("replace the language's words, and a plain label on a counted message serves every count", () => {
    const labels = labelsSchema.parse({
      "menu.close": "  Menü  ",
      "album.photos": "Bilder: {count}",
      "album.videos": { one: "ein Film", other: "{count} Filme" },
    });
    const t = createTranslator("de", siteMessages("de", labels));
    expect(t("menu.close")).toBe("Menü");
    expect(t("album.photos", { count: 1 })).toBe("Bilder: 1");
    expect(t("album.photos", { count: 3 })).toBe("Bilder: 3");
    expect(t("album.videos", { count: 1 })).toBe("ein Film");
    expect(t("album.videos", { count: 2 })).toBe("2 Filme");
    expect(t("menu.back")).toBe("Zurück zum Hauptmenü");
  });

  it("fall back to English for a language not shipped", () => {
    const t = createTranslator("nl", siteMessages("nl", { "menu.close": "HOOFDMENU" }));
    expect(t("menu.close")).toBe("HOOFDMENU");
    expect(t("menu.back")).toBe(en["menu.back"]);
  });

  it("are refused, naming the key, when the key is unknown or a plain label is given forms", () => {
    const unknown = labelsSchema.safeParse({ "menu.closed": "x" });
    expect(unknown.success).toBe(false);
    expect(JSON.stringify(unknown.error?.issues)).toContain("menu.closed");
    const counted = labelsSchema.safeParse({ "menu.close": { one: "x", other: "y" } });
    expect(counted.success).toBe(false);
    expect(counted.error?.issues[0]?.path).toEqual(["menu.close"]);
    expect(labelsSchema.safeParse({ "album.photos": { one: "x" } }).success).toBe(false);
  });
});
