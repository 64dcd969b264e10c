import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { listConnections } from "@/lib/account/connections";
import { connectProviderAction, disconnectProviderAction } from "../actions";

/**
 * 'Connected accounts': the social sign-ins linked to this account. Connecting happens only
 * here, from a signed-in session (docs/decisions/0028-social-sign-in-never-auto-links.md); the last way to sign in cannot be removed.
 */
export async function ConnectedAccounts({
  userId,
  hasPassword,
  refused,
  connect,
}: {
  userId: string;
  hasPassword: boolean;
  refused: boolean;
  /** `?connect=` after a connection that did not happen. */
  connect: unknown;
}) {
  const [connections, t] = await Promise.all([listConnections(userId), getTranslations("ProfilePage")]);
  const connectedCount = connections.filter((c) => c.connected).length;
  const canRemove = hasPassword || connectedCount > 1;
  return (
    <section aria-labelledby="connected-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="connected-title" className="text-2xl text-ink">
        {t("connectedHeading")}
      </h2>
      {refused ? (
        <p role="alert" className="mt-2 font-semibold text-danger">
          {t("lastSignInMethod")}
        </p>
      ) : null}
      {connect === "refused" || connect === "cancelled" ? (
        <p role="status" data-testid="connect-notice" className="mt-2 rounded-2xl bg-accent-soft p-3 text-sm text-accent-dark">
          {connect === "refused" ? t("connectRefused") : t("connectCancelled")}
        </p>
      ) : null}
      {connections.length === 0 ? (
        <p className="mt-2 text-muted">{t("connectedNone")}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {connections.map((c) => (
            <li key={c.provider} className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-ink">
                {c.name}
                <span className="ml-2 text-sm text-muted">{c.connected ? t("connected") : t("notConnected")}</span>
              </span>
              {c.connected ? (
                canRemove ? (
                  <form action={disconnectProviderAction}>
                    <input type="hidden" name="provider" value={c.provider} />
                    <button type="submit" className={buttonClass("ghost")}>
                      {t("disconnect", { name: c.name })}
                    </button>
                  </form>
                ) : (
                  <span className="text-sm text-muted">{t("onlyWay")}</span>
                )
              ) : (
                <form action={connectProviderAction}>
                  <input type="hidden" name="provider" value={c.provider} />
                  <button type="submit" className={buttonClass("secondary")}>
                    {t("connect", { name: c.name })}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
