import { describe, expect, it } from "vitest";
import { campaignOf, noCampaign } from "../../app/lib/analytics/campaign";
import { referrerSource } from "../../app/lib/analytics/referrer-source";

const page = (query: string) => new URL(`https://photos.example/albums/coast${query}`);
const arrival = (query: string, referrer?: string) => campaignOf(page(query), referrerSource(referrer, "photos.example"));

describe("an arrival's campaign and channel", () => {
  it("takes the five utm parameters from the page's address, ref standing for utm_source", () => {
    expect(arrival("?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=prints&utm_content=top")).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: "prints",
      utmContent: "top",
      channel: "email",
    });
    expect(arrival("?ref=producthunt")).toMatchObject({ utmSource: "producthunt", utmCampaign: null, channel: "referral" });
  });

  it("groups arrivals into search, social, email, referral and direct", () => {
    expect(arrival("", "https://www.google.de/").channel).toBe("search");
    expect(arrival("", "https://l.facebook.com/").channel).toBe("social");
    expect(arrival("", "https://blog.example.org/post").channel).toBe("referral");
    expect(arrival("").channel).toBe("direct");
    expect(arrival("?utm_medium=cpc", "https://blog.example.org/").channel).toBe("search");
    expect(arrival("?utm_medium=Social").channel).toBe("social");
    expect(arrival("?utm_source=partner").channel).toBe("referral");
  });

  it("keeps nothing for a move within the site, and cuts what an address can make long or strange", () => {
    expect(arrival("?utm_campaign=spring", "https://photos.example/albums/other")).toEqual(noCampaign);
    expect(Object.values(noCampaign)).toEqual([null, null, null, null, null, null]);
    const long = arrival(`?utm_campaign=${"x".repeat(500)}%0A%00&utm_term=%20%20`);
    expect(long.utmCampaign).toBe("x".repeat(100));
    expect(long.utmTerm).toBeNull();
  });
});
