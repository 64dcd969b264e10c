import Link from "next/link";
import { getProfileReads } from "@/lib/data/page-reads";
import { SECTION_LABELS } from "@/lib/share/sections";
import { formatLocalDate, formatLocalDateTime } from "@/lib/time";
import { RevokeShareLink } from "./revoke-share-link";

type LinkRow = Awaited<ReturnType<typeof getProfileReads>>["shareLinks"][number];

function stateOf(link: LinkRow, now: Date, zone: string): { live: boolean; text: string } {
  if (link.revokedAt) return { live: false, text: `Revoked on ${formatLocalDate(link.revokedAt, zone)}` };
  if (link.expiresAt <= now) return { live: false, text: `Ended on ${formatLocalDate(link.expiresAt, zone)}` };
  return { live: true, text: `Open until ${formatLocalDateTime(link.expiresAt, zone)}` };
}

/** "Shared links": each link's parts, life and openings, with a way to revoke a live one at once. */
export async function ShareLinks({ userId, zone }: { userId: string; zone: string }) {
  const links = (await getProfileReads(userId)).shareLinks;
  const now = new Date();
  return (
    <section id="share-links" aria-labelledby="share-links-title" className="rounded-3xl border border-line bg-white/70 p-5">
      <h2 id="share-links-title" className="text-2xl text-ink">
        Shared links
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        Links you made to show parts of your report to someone without an account.{" "}
        <Link href="/report/share" className="font-semibold text-accent-dark underline-offset-4 hover:underline">
          Make a new link
        </Link>
      </p>
      {links.length === 0 ? (
        <p className="mt-3 text-muted">You have not shared your report.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" data-testid="share-links">
          {links.map((link) => {
            const state = stateOf(link, now, zone);
            return (
              <li key={link.id} data-testid="share-link" data-live={state.live} className="flex flex-col gap-2 border-b border-line pb-3 last:border-0">
                <p className="text-ink">{link.sections.map((s) => SECTION_LABELS[s]).join(", ")}</p>
                <p className="text-sm text-muted">
                  Made on {formatLocalDate(link.createdAt, zone)} · {state.text}
                </p>
                <p className="text-sm text-muted" data-testid="share-link-opened">
                  {link.lastOpenedAt
                    ? `Opened ${link.openCount === 1 ? "once" : `${link.openCount} times`}, last on ${formatLocalDateTime(link.lastOpenedAt, zone)}`
                    : "Not opened yet"}
                </p>
                {state.live && <RevokeShareLink id={link.id} made={formatLocalDateTime(link.createdAt, zone)} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
