import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { getPasskey, markPasskeyUsed, type PasskeyRow } from "@/lib/data/two-step";
import { relyingParty } from "./relying-party";

// Passkeys here are a second step after the password, so the authenticator's presence check is
// what is asked; a PIN or fingerprint is welcome ("preferred") but not required.

const transportsOf = (row: Pick<PasskeyRow, "transports">) => row.transports.split(",").filter(Boolean);

/** This person's passkeys as the browser is told of them (to leave out, or to offer). */
const descriptorsOf = (rows: PasskeyRow[]) => rows.map((row) => ({ id: row.credentialId, transports: transportsOf(row) }));

/** What every answer from the browser must match: this challenge, this site, presence only (see above). */
function expectedAnswer(challenge: string) {
  const rp = relyingParty();
  return { expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: false };
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** What the browser needs to make a passkey for this person (their existing ones excluded). */
export function passkeyRegistrationOptions(user: { id: string; email: string }, existing: PasskeyRow[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: descriptorsOf(existing),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

export type NewPasskey = { credentialId: string; publicKey: string; counter: number; transports: string };

/** The new passkey from the browser's answer, when it answers this challenge on this site; else null. */
export async function verifyPasskeyRegistration(challenge: string, responseJson: string): Promise<NewPasskey | null> {
  const response = parseJson<RegistrationResponseJSON>(responseJson);
  if (!response) return null;
  const result = await verifyRegistrationResponse({ response, ...expectedAnswer(challenge) }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(","),
  };
}

/** What the browser needs to sign in with one of this person's passkeys. */
export function passkeyLoginOptions(existing: PasskeyRow[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: descriptorsOf(existing),
    userVerification: "preferred",
  });
}

/** True when the answer is signed by one of this person's passkeys for this challenge; its counter is kept. */
export async function verifyPasskeyLogin(userId: string, challenge: string, responseJson: string): Promise<boolean> {
  const response = parseJson<AuthenticationResponseJSON>(responseJson);
  if (!response || typeof response.id !== "string") return false;
  const row = await getPasskey(userId, response.id);
  if (!row) return false;
  const result = await verifyAuthenticationResponse({
    response,
    ...expectedAnswer(challenge),
    credential: { id: row.credentialId, publicKey: isoBase64URL.toBuffer(row.publicKey), counter: row.counter, transports: transportsOf(row) },
  }).catch(() => null);
  if (!result?.verified) return false;
  await markPasskeyUsed(userId, row.id, result.authenticationInfo.newCounter);
  return true;
}
