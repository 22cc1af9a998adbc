/**
 * Places per client (an anonymised address) in something every visitor shares, at most `limit` held
 * at once by one client. A client holds its places only while its requests wait, so the map holds
 * only clients with requests open and cannot grow beyond them.
 */
export class ClientShare {
  private readonly held = new Map<string, number>();

  constructor(readonly limit: number) {}

  /**
   * Takes a place for the client: the function that gives it back (call it once the request ends,
   * however it ends; later calls do nothing), or undefined when the client holds `limit` already.
   */
  take(client: string): (() => void) | undefined {
    const held = this.held.get(client) ?? 0;
    if (held >= this.limit) return undefined;
    this.held.set(client, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
    };
  }
}
