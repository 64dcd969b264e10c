import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import webpush from "web-push";
import { afterAll, describe, expect, it } from "vitest";

// The push sender end to end without the internet: the test is the browser (its own P-256 key
// pair and auth secret) and the push service (a loopback server). It decrypts what arrives as a
// browser would (RFC 8291, aes128gcm) and checks the VAPID header (RFC 8292).
type Captured = { path: string; headers: IncomingMessage["headers"]; body: Buffer };
const captured: Captured[] = [];
const service = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (c: Buffer) => chunks.push(c));
  request.on("end", () => {
    captured.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
    response.statusCode = request.url?.startsWith("/gone") ? 410 : 201;
    response.end();
  });
});
await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const vapid = webpush.generateVAPIDKeys();
Object.assign(process.env, {
  APP_URL: "http://127.0.0.1:3999",
  AUTH_SECRET: "push-test-secret-0123456789-0123456789",
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: "mailto:care@example.com",
});
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { createUser } = await import("@/lib/data/users");
const { saveReminderSettings, listReminderSends } = await import("@/lib/data/reminders");
const { listPushSubscriptions, savePushSubscription } = await import("@/lib/data/push-subscriptions");
const { sendDueReminders } = await import("@/lib/reminders/sender");
const { REMINDER_PRACTICE_COPY } = await import("@/content/reminders");

/** The browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 section 3 and RFC 8188: what a browser does with an aes128gcm push message. */
function decrypt(body: Buffer, { ecdh, auth }: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT signed ES256 by the app's key>, k=<the app's public key>`. */
function checkVapid(header: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  expect(match, header).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(vapid.publicKey);
  const [head, claims, signature] = jwt!.split(".") as [string, string, string];
  expect(JSON.parse(Buffer.from(head, "base64url").toString())).toEqual({ typ: "JWT", alg: "ES256" });
  const payload = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; sub: string; exp: number };
  expect(payload.aud).toBe(origin);
  expect(payload.sub).toBe("mailto:care@example.com");
  const now = Date.now() / 1000;
  expect(payload.exp).toBeGreaterThan(now);
  expect(payload.exp).toBeLessThanOrEqual(now + 24 * 3600);
  const point = Buffer.from(vapid.publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  expect(verify("sha256", Buffer.from(`${head}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))).toBe(true);
}

describe("a reminder by push", () => {
  it("reaches the browser encrypted for it, signed with the app's VAPID key, and drops a subscription the service says is gone", async () => {
    const user = (await createUser({ email: "push@example.com", firstName: "Lena", lastName: "P", passwordHash: "x", timeZone: "Europe/Berlin" }))!;
    await saveReminderSettings(user.id, {
      enabled: true,
      days: [1, 2, 3, 4, 5, 6, 7],
      practiceTimes: { mood: 9 * 60, skill: 9 * 60, reflection: 20 * 60 },
      practices: ["skill"],
      quietStart: null,
      quietEnd: null,
      byEmail: false,
      nextDueAt: new Date("2026-11-25T08:00:00Z"),
    });
    const browser = browserKeys();
    const keys = { p256dh: browser.ecdh.getPublicKey().toString("base64url"), auth: browser.auth.toString("base64url") };
    await savePushSubscription(user.id, { endpoint: `${origin}/ok/device-1`, ...keys });
    const old = browserKeys();
    await savePushSubscription(user.id, {
      endpoint: `${origin}/gone/device-2`,
      p256dh: old.ecdh.getPublicKey().toString("base64url"),
      auth: old.auth.toString("base64url"),
    });

    expect(await sendDueReminders(new Date("2026-11-25T08:00:20Z"))).toEqual({ claimed: 1, sent: 1 });

    const delivered = captured.find((c) => c.path === "/ok/device-1")!;
    expect(delivered.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);
    expect(delivered.headers.urgency).toBe("normal");
    checkVapid(delivered.headers.authorization);
    const payload = JSON.parse(decrypt(delivered.body, browser)) as { title: string; body: string; url: string; tag: string };
    expect(payload.url).toBe("/habits");
    expect(payload.tag).toBe("reminder");
    expect(REMINDER_PRACTICE_COPY.skill.lines).toContain(payload.body);
    expect(payload.title.length).toBeGreaterThan(0);

    expect(captured.some((c) => c.path === "/gone/device-2")).toBe(true);
    expect((await listPushSubscriptions(user.id)).map((s) => s.endpoint)).toEqual([`${origin}/ok/device-1`]);
    expect((await listReminderSends(user.id))[0]).toMatchObject({ outcome: "sent", channels: ["push"] });
  });
});
