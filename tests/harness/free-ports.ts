import net, { type AddressInfo } from "node:net";

/**
 * Ports free right now on 127.0.0.1, all different: each is held until all are found, then let go
 * for a server of the test's to take. Specs that start servers of their own take theirs from here,
 * so two specs (or copies of one under --repeat-each) never meet on a port.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => net.createServer());
  await Promise.all(probes.map((probe) => new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))));
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** One free port (freePorts). */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;
