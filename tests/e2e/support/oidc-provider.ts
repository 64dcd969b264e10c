import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** Someone who has an account at the test provider. `sub` is theirs alone and is not their email. */
export type Person = { sub: string; email: string; firstName: string; lastName: string };

export type TestProvider = {
  issuer: string;
  /** What points the app's "Continue with Google" here: the variables that point it at Google, and the issuer. */
  appEnv: Record<string, string>;
  /** Lets sign-ins return to this app origin (its Auth.js callback for google, exactly). */
  trust(appOrigin: string): void;
  addPerson(person: Omit<Person, "sub">): Person;
  stop(): Promise<void>;
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(html);
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with the two pages a person
 * meets at Google: sign in (Continue or Cancel) and consent (Allow or Deny). Its ID tokens carry
 * the email, `email_verified` and names, as Google's do.
 */
export async function startTestProvider(): Promise<TestProvider> {
  const people = new Map<string, Person>();
  const clientId = "journey-to-peace-e2e";
  const clientSecret = randomBytes(24).toString("base64url");
  let provider: Provider | null = null;

  const interaction = async (req: IncomingMessage, res: ServerResponse, idp: Provider, uid: string, step: string | undefined) => {
    if (req.method === "GET" && !step) {
      const details = await idp.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        return send(
          res,
          200,
          page(
            "Sign in to Test Provider",
            `<form method="post" action="/interaction/${uid}/login"><label>Email <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Continue</button> <button type="submit" formaction="/interaction/${uid}/cancel" formnovalidate>Cancel</button></form>`,
          ),
        );
      }
      return send(
        res,
        200,
        page(
          "Journey to Peace would like your name and email address",
          `<form method="post" action="/interaction/${uid}/consent"><button type="submit">Allow</button>
<button type="submit" formaction="/interaction/${uid}/deny">Deny</button></form>`,
        ),
      );
    }
    if (req.method !== "POST") return send(res, 405, page("Not allowed", ""));
    if (step === "login") {
      const email = (await formBody(req)).get("email")?.trim().toLowerCase() ?? "";
      const person = people.get(email);
      if (!person) return send(res, 400, page("No such person at Test Provider", ""));
      return idp.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
    }
    if (step === "consent") {
      const { prompt, params, session, grantId } = await idp.interactionDetails(req, res);
      const grant =
        (grantId ? await idp.Grant.find(grantId) : undefined) ?? new idp.Grant({ accountId: session?.accountId ?? "", clientId: String(params.client_id) });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(" "));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      return idp.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    }
    // What a provider sends back when the person says no at its consent page, or gives up at its sign-in page.
    const description = step === "deny" ? "End-User refused consent" : "End-User aborted interaction";
    return idp.interactionFinished(req, res, { error: "access_denied", error_description: description }, { mergeWithLastSubmission: false });
  };

  const server = http.createServer((req, res) => {
    if (!provider) return send(res, 503, page("Not ready", ""));
    const idp = provider;
    const match = /^\/interaction\/([\w-]+)(?:\/(login|consent|deny|cancel))?$/.exec(new URL(req.url ?? "/", "http://x").pathname);
    if (!match) return idp.callback()(req, res);
    interaction(req, res, idp, match[1]!, match[2]).catch((error: unknown) => send(res, 500, page("Test Provider failed", String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  return {
    issuer,
    appEnv: { AUTH_GOOGLE_ID: clientId, AUTH_GOOGLE_SECRET: clientSecret, AUTH_GOOGLE_ISSUER: issuer },
    trust(appOrigin) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [`${appOrigin}/api/auth/callback/google`],
            grant_types: ["authorization_code"],
            response_types: ["code"],
          },
        ],
        async findAccount(_ctx: unknown, sub: string) {
          const person = [...people.values()].find((p) => p.sub === sub);
          if (!person) return undefined;
          return {
            accountId: sub,
            claims: async () => ({
              sub,
              email: person.email,
              email_verified: true,
              name: `${person.firstName} ${person.lastName}`,
              given_name: person.firstName,
              family_name: person.lastName,
            }),
          };
        },
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
        // Google puts the email and names in the ID token, where Auth.js reads an OIDC profile.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
        jwks: { keys: [{ ...signingKey, kid: "e2e", use: "sig", alg: "RS256" }] },
        cookies: { keys: [randomBytes(32).toString("base64url")] },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      });
    },
    addPerson(input) {
      const person = { ...input, email: input.email.toLowerCase(), sub: randomUUID() };
      people.set(person.email, person);
      return person;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
