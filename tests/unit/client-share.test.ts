import { describe, expect, it } from "vitest";
import { ClientShare } from "../../app/lib/http/client-share";

describe("a client's share", () => {
  it("gives one client at most its limit, another client its own, and a place back once", () => {
    const share = new ClientShare(2);
    const first = share.take("198.51.100.0");
    const second = share.take("198.51.100.0");
    expect(first).toBeTypeOf("function");
    expect(second).toBeTypeOf("function");
    expect(share.take("198.51.100.0")).toBeUndefined();
    expect(share.take("203.0.113.0")).toBeTypeOf("function");
    // Given back twice (an answer and a close), it frees one place, not two.
    first!();
    first!();
    expect(share.take("198.51.100.0")).toBeTypeOf("function");
    expect(share.take("198.51.100.0")).toBeUndefined();
  });
});
