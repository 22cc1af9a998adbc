import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePorts } from "./free-ports";

export type ClickHouseServer = { url: string; stop: () => Promise<void> };
/** Its HTTP port (the one clients use) and its native port. */
export type ClickHousePorts = { http: number; tcp: number };

/** Two free ports for a ClickHouse server: taken ahead when a client must know the address before the server starts. */
export async function clickHousePorts(): Promise<ClickHousePorts> {
  const [http, tcp] = await freePorts(2);
  return { http: http!, tcp: tcp! };
}

/** A real clickhouse-server (Debian's package) on 127.0.0.1, on free ports, with a throw-away data directory. */
export async function startClickHouse(ports?: ClickHousePorts): Promise<ClickHouseServer> {
  const { http: httpPort, tcp: tcpPort } = ports ?? (await clickHousePorts());
  const dir = await mkdtemp(path.join(os.tmpdir(), "vitrine-clickhouse-"));
  const config = `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${dir}/server.log</log><errorlog>${dir}/server.err.log</errorlog></logger>
  <http_port>${httpPort}</http_port>
  <tcp_port>${tcpPort}</tcp_port>
  <listen_host>127.0.0.1</listen_host>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/data/tmp/</tmp_path>
  <user_files_path>${dir}/data/user_files/</user_files_path>
  <format_schema_path>${dir}/data/format_schemas/</format_schema_path>
  <users_config>/etc/clickhouse-server/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>
  <timezone>UTC</timezone>
</yandex>
`;
  await writeFile(path.join(dir, "config.xml"), config);
  const child = spawn("/usr/sbin/clickhouse-server", [`--config-file=${dir}/config.xml`], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${httpPort}`;
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`clickhouse-server exited: ${errors}`);
    if (Date.now() - started > 30_000) throw new Error(`clickhouse-server did not start: ${errors}`);
    const ready = await fetch(`${url}/ping`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
