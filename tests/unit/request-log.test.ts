import { describe, expect, it } from "vitest";
import { logLineOf } from "../../app/lib/http/request-log.server";

const token = "Zx9-aB_cDeFgHiJkLmNoPqRsTu";
const logged = (url: string) => logLineOf("GET", url, 200, 10, 1).split(" ")[1];

describe("the request log", () => {
  it("writes a share link's address without its token, however the address is spelled to open it", () => {
    for (const url of [
      `/s/${token}`,
      `/S/${token}`,
      `/%73/${token}`,
      `/%53/${token}`,
      `/x/../s/${token}`,
      `/%2e/s/${token}`,
      `/s/${token}?a=1`,
      `/s%2F${token}`,
      `/s/%ZZ${token}`,
    ])
      expect(logged(url), url).toBe("/s/…");
  });

  it("writes other addresses as they came", () => {
    for (const url of ["/albums/sunsets", "/albums/s", "/sx/abc", "/search?q=s%2Fx", "/albums/bad%ZZescape"]) expect(logged(url), url).toBe(url);
  });
});
