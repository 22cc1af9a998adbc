import type { SpawnedServer } from "../harness/spawn-server";

/**
 * Resolves once a spawned server has printed `text` (`times` times), as it prints it: a wait on
 * the server's own word (a build done, a video made), never on a guessed length of time. Rejects
 * if the server exits first.
 */
export function printed(server: SpawnedServer, text: string, times = 1): Promise<void> {
  const count = () => server.output().split(text).length - 1;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (count() < times) return;
      stop();
      resolve();
    };
    const exited = () => {
      stop();
      reject(new Error(`the server exited before printing "${text}": ${server.output()}`));
    };
    const stop = () => {
      server.child.stdout!.off("data", check);
      server.child.stderr!.off("data", check);
      server.child.off("exit", exited);
    };
    server.child.stdout!.on("data", check);
    server.child.stderr!.on("data", check);
    server.child.once("exit", exited);
    check();
  });
}
