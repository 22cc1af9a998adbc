import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver on 127.0.0.1 (a webhook, an ntfy or Gotify server): it keeps every request
 * whole and answers with the status it is told, 200 at first. On a given port, for a receiver that comes back.
 */
export async function startHttpReceiver(port = 0) {
  const requests: ReceivedRequest[] = [];
  let answer = { status: 200, body: "{}" };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({ method: request.method!, path: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(answer.status, { "Content-Type": "text/plain" }).end(answer.body);
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    answerWith: (status: number, body = "") => void (answer = { status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedMail = { user: string | undefined; from: string | false; to: string[]; raw: string };

/** A real SMTP server (the smtp-server package) on 127.0.0.1:`port`: plain text, AUTH taken for one user and password only. */
export async function startSmtpReceiver(port: number, login: { user: string; pass: string }) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          user: session.user as string | undefined,
          from: mailFrom && mailFrom.address,
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A text/plain mail's header block, its header lines unfolded, and its body decoded (quoted-printable or base64). */
export function mailParts(raw: string): { headerLines: string[]; header: (name: string) => string | undefined; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headerLines = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");
  const header = (name: string) => headerLines.find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.replace(/^[^:]+:\s*/, "");
  const encoded = raw.slice(split + 4);
  const encoding = header("Content-Transfer-Encoding")?.toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(encoded, "base64")
      : encoding === "quoted-printable"
        ? Buffer.from(
            encoded
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
              .split("")
              .map((character) => character.charCodeAt(0)),
          )
        : Buffer.from(encoded, "utf8");
  return { headerLines, header, body: bytes.toString("utf8").replace(/\r\n/g, "\n").trimEnd() };
}
