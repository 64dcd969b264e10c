import { afterEach, describe, expect, it, vi } from "vitest";
import { authLogger } from "@/lib/auth/auth-logger";
import { duringProviderCallback } from "@/lib/auth/provider-callback";

// Auth.js's errors carry their kind in `type` (OAuthCallbackError, CredentialsSignin, …), which is all the logger reads.
const authError = (type: string, message: string) => Object.assign(new Error(message), { type });
const refusedAtProvider = () => authError("OAuthCallbackError", "OAuth Provider returned an error");

const logged = () => ({ info: vi.spyOn(console, "info").mockImplementation(() => {}), error: vi.spyOn(console, "error").mockImplementation(() => {}) });
afterEach(() => vi.restoreAllMocks());

describe("authLogger", () => {
  it("says in one calm line that a person refused or cancelled at their provider", async () => {
    const log = logged();
    await duringProviderCallback("google", "access_denied", async () => authLogger.error!(refusedAtProvider()));
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledTimes(1);
    const [line] = log.info.mock.calls[0]!;
    expect(line).toBe("[auth] google sign-in not allowed at the provider (access_denied): refused or cancelled there, nothing was changed");
  });

  it.each([
    ["another error the provider sent back", "google", "server_error", refusedAtProvider()],
    ["the same error type outside a provider callback", null, null, refusedAtProvider()],
    ["any other error of a refused callback", "google", "access_denied", authError("OAuthProfileParseError", "Could not parse the profile")],
    ["an error that is not Auth.js's", "google", null, new TypeError("fetch failed")],
  ])("logs %s in full, stack and all", async (_, provider, providerError, error) => {
    const log = logged();
    const report = async () => authLogger.error!(error);
    await (provider ? duringProviderCallback(provider, providerError, report) : report());
    expect(log.info).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(error);
  });

  it("stays quiet on a wrong password, an expected outcome the login form answers", () => {
    const log = logged();
    authLogger.error!(authError("CredentialsSignin", "Read more at https://errors.authjs.dev#credentialssignin"));
    expect(log.info).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});
