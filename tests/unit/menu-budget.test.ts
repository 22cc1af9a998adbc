import { describe, expect, it } from "vitest";
import type { AlbumListPage } from "../../app/lib/content/album-list";
import type { AlbumSummary } from "../../app/lib/content/manifest";
import { buildMenu, menuBudget, type MenuNode } from "../../app/lib/layout/menu";

const summary = (slug: string, albums: number): AlbumSummary => ({ slug, title: slug, description: "", path: `/albums/${slug}`, count: 1, albums });

/** A tree of `years`, each of `months`, each of `shoots`. */
function tree(years: number, months: number, shoots: number) {
  const children = new Map<string, AlbumSummary[]>();
  const top = Array.from({ length: years }, (_, y) => {
    const monthList = Array.from({ length: months }, (_, m) => {
      const shootList = Array.from({ length: shoots }, (_, s) => summary(`${y}-${m}-${s}`, 0));
      children.set(`${y}-${m}`, shootList);
      return summary(`${y}-${m}`, shoots);
    });
    children.set(`${y}`, monthList);
    return summary(`${y}`, months);
  });
  const page: AlbumListPage = { version: "v", count: top.length, page: 1, pages: 1, albums: top };
  return { page, childrenOf: (slug: string) => children.get(slug) ?? [] };
}

const count = (nodes: MenuNode[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);

describe("the menu a page carries", () => {
  it("is the whole tree of a small site, its submenus working without a fetch", () => {
    const { page, childrenOf } = tree(1, 3, 2);
    const menu = buildMenu(page, childrenOf, []);
    expect(count(menu.nodes)).toBe(10);
    expect(menu.nodes[0]!.children[0]!.children.map((node) => node.id)).toEqual(["a-0-0-0", "a-0-0-1"]);
    expect(JSON.stringify(menu)).not.toContain('"albums"');
  });

  it("stops at the last whole level within the budget; deeper levels are named, with their counts, for fetching", () => {
    const { page, childrenOf } = tree(20, 12, 5);
    const menu = buildMenu(page, childrenOf, []);
    expect(count(menu.nodes)).toBe(20);
    expect(menu.nodes[0]!.albums).toEqual({ parent: "0", count: 12 });
    const { page: medium, childrenOf: mediumChildren } = tree(4, 12, 5);
    // 4 + 48 fit; the 240 shoots below do not.
    const carried = buildMenu(medium, mediumChildren, []);
    expect(count(carried.nodes)).toBe(52);
    expect(carried.nodes[0]!.children[0]!.albums).toEqual({ parent: "0-0", count: 5 });
    expect(count(carried.nodes)).toBeLessThanOrEqual(menuBudget);
  });

  it("carries no level below a top level that is itself paged, and links to the home page for the rest", () => {
    const { page, childrenOf } = tree(2, 2, 1);
    const menu = buildMenu({ ...page, count: 100, pages: 2 }, childrenOf, [{ label: "Shop", url: "https://example.com" }]);
    expect(menu.nodes.map((node) => node.children.length)).toEqual([0, 0, 0]);
    expect(menu.all).toEqual({ url: "/", count: 100 });
    expect(menu.nodes[2]!).toMatchObject({ label: "Shop", external: true });
  });
});
