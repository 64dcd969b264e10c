import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as it arrived: its headers (lower-case names, unfolded), and its text and HTML parts decoded. */
export type ReceivedMail = { headers: Map<string, string>; text: string; html: string | null; raw: string; to: string[] };

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startSmtpCapture() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ ...parseMime(raw), raw, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decode(body: string, encoding = "7bit"): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Reads a message the way a mail client would: single part, or multipart/alternative (text and HTML). */
export function parseMime(raw: string): { headers: Map<string, string>; text: string; html: string | null } {
  const { headers, body } = splitHead(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return { headers, text: decode(body, headers.get("content-transfer-encoding")), html: null };
  let text = "";
  let html: string | null = null;
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith("--")) break;
    const inner = splitHead(part.replace(/^\r\n/, ""));
    const content = decode(inner.body.replace(/\r\n$/, ""), inner.headers.get("content-transfer-encoding"));
    if (/text\/html/i.test(inner.headers.get("content-type") ?? "")) html = content;
    else if (/text\/plain/i.test(inner.headers.get("content-type") ?? "")) text = content;
  }
  return { headers, text, html };
}
