import { describe, expect, it } from "vitest";
import { hashFor, indexFromHash, indexFromPhotoPath, opensViewer } from "../../app/lib/viewer/deep-link";

describe("viewer deep links", () => {
  it("writes and reads #gallery-index, one-based", () => {
    expect(hashFor("landscapes", 3)).toBe("#landscapes-3");
    expect(indexFromHash("#landscapes-3", "landscapes", 16)).toBe(3);
    expect(indexFromHash("#northern-lights-12", "northern-lights", 12)).toBe(12);
  });

  it("reads a bare gallery name as its first item", () => {
    expect(indexFromHash("#landscapes", "landscapes", 16)).toBe(1);
    expect(indexFromHash("#northern-lights", "northern-lights", 12)).toBe(1);
    expect(indexFromHash("#landscapes", "landscapes", 0)).toBeUndefined();
  });

  it("ignores other galleries, out-of-range indices and garbage", () => {
    for (const hash of [
      "",
      "#",
      "#landscape",
      "#landscapes-",
      "#landscapes-0",
      "#landscapes-17",
      "#landscapes-03",
      "#cityscapes-2",
      "#landscapes-2x",
      "#%E0%A4%A",
      "#<script>-1",
      "#landscapes--1",
      "#landscapes-1e3",
      "#landscapes-99999999",
    ]) {
      expect(indexFromHash(hash, "landscapes", 16), hash).toBeUndefined();
    }
  });

  it("reads a photo page's path, /albums/<gallery>/<n>, and nothing else", () => {
    expect(indexFromPhotoPath("/albums/landscapes/3", "landscapes", 16)).toBe(3);
    expect(indexFromPhotoPath("/albums/northern-lights/12", "northern-lights", 12)).toBe(12);
    for (const pathname of [
      "/albums/landscapes",
      "/albums/landscapes/",
      "/albums/landscapes/0",
      "/albums/landscapes/17",
      "/albums/landscapes/03",
      "/albums/cityscapes/2",
      "/albums/landscapes/2/x",
      "/search/landscapes/2",
      "/albums/landscapes/99999999",
    ]) {
      expect(indexFromPhotoPath(pathname, "landscapes", 16), pathname).toBeUndefined();
    }
  });

  it("tells the addresses that open the viewer by themselves, so its code loads beside hydration", () => {
    expect(opensViewer({ hash: "#landscapes-3", pathname: "/albums/landscapes" })).toBe(true);
    expect(opensViewer({ hash: "#sea-and-sky-12", pathname: "/search" })).toBe(true);
    expect(opensViewer({ hash: "", pathname: "/albums/landscapes/3" })).toBe(true);
    for (const [hash, pathname] of [
      ["", "/albums/landscapes"],
      ["#landscapes-0", "/"],
      ["#landscapes", "/"],
      ["", "/albums/landscapes/03"],
      ["", "/albums/a/b/3"],
    ]) {
      expect(opensViewer({ hash: hash!, pathname: pathname! }), `${hash} ${pathname}`).toBe(false);
    }
  });
});
