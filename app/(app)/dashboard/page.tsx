import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientWords } from "@/components/i18n/client-words";
import { dailyQuotes } from "@/content/by-locale/daily";
import { MiniDoshaPie } from "@/components/charts/mini-dosha-pie";
import { DashboardDrawer } from "./_components/dashboard-drawer";
import { DashboardModals } from "./_components/dashboard-modals";
import { QuoteBar } from "./_components/quote-bar";
import { SideMenu } from "./_components/side-menu";
import { OPENABLE_MODALS, parseTab } from "./_components/tabs";
import { bodyTypeView } from "@/lib/assessments/body-type";
import { parseStoredResult } from "@/lib/assessments/instruments";
import { BodyTypeChip } from "@/components/report/chips";
import { ThemeSync } from "@/components/theme/theme-sync";
import { initialsFor } from "@/lib/brand";
import { getAssessmentOverview } from "@/lib/assessments/overview";
import { requireUserAndReport } from "@/lib/auth/session";
import { getDashboardReads } from "@/lib/data/page-reads";
import { quoteOfTheDay } from "@/lib/mood/quotes";
import { recentElement } from "@/lib/mood/recent";
import { todayIn } from "@/lib/time/day";
import { BeforeReportTab, tabWaitsForReport } from "./_components/before-report";
import { BuddyTab } from "./_components/buddy-tab";
import { HomeTab } from "./_components/home-tab";
import { MoodTab } from "./_components/mood-tab";
import { GardenTab, LibraryTab } from "./_components/simple-tabs";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage({ searchParams }: PageProps<"/dashboard">) {
  // Before the report, the tabs computed from it say why they wait; the rest works
  // (docs/decisions/0042-the-app-opens-before-the-questions.md).
  const gate = await requireUserAndReport("/dashboard");
  const { user } = gate;
  const params = await searchParams;
  const tab = parseTab(params.tab);
  const openParam = OPENABLE_MODALS.find((m) => m === params.open) ?? null;
  const [overview, { elements, checks }, t, chip, locale] = await Promise.all([
    getAssessmentOverview(user.id),
    getDashboardReads(user.id),
    getTranslations("Dashboard"),
    getTranslations("ReportBodyType"),
    getLocale(),
  ]);
  // The body type is the newest onboarding result, once the report is complete.
  const onboarding = overview.find((item) => item.kind === "onboarding")?.latest?.result;
  const view = gate.reportReady ? bodyTypeView(parseStoredResult("onboarding", onboarding)) : null;
  const fullName = `${user.firstName.trim()} ${user.lastName.trim()}`.trim();
  const person = { name: fullName || t("welcome"), initials: initialsFor(user) };
  const firstName = user.firstName.trim();

  return (
    <ClientWords namespaces={["Dashboard"]}>
      <DashboardModals initialOpen={openParam}>
        <ThemeSync bodyType={view?.code} element={recentElement(elements, user.timeZone)} />
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row md:py-10">
          <DashboardDrawer person={person} tab={tab} />
          <aside className="hidden w-60 shrink-0 md:block" aria-label={t("menu")}>
            <div className="sticky top-24">
              <SideMenu person={person} tab={tab} />
            </div>
          </aside>
          <div className="flex min-w-0 flex-1 flex-col gap-6">
            <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h1 className="text-3xl text-ink sm:text-4xl">{firstName ? t("welcomeName", { name: firstName }) : t("welcome")}</h1>
                <p className="mt-2 leading-relaxed text-muted">{t("lead")}</p>
                {view && (
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <BodyTypeChip view={view} label={chip("chipLabel")} supportLabel={view.support ? chip("chipSupport", { code: view.support }) : undefined} />
                    <Link href="/report" className="font-semibold text-accent underline-offset-4 hover:underline" prefetch={false}>
                      {t("fullReport")}
                    </Link>
                  </div>
                )}
              </div>
              {view && <MiniDoshaPie vata={view.percentages.vPct} pitta={view.percentages.pPct} kapha={view.percentages.kPct} />}
            </header>
            <QuoteBar quote={quoteOfTheDay(todayIn(user.timeZone), dailyQuotes(locale))} />
            <section aria-labelledby="dashboard-tab-title" data-testid={`tab-${tab}`}>
              <h2 id="dashboard-tab-title" className="mb-4 text-2xl text-ink">
                {t(tab)}
              </h2>
              {!gate.reportReady && tabWaitsForReport(tab) ? (
                <BeforeReportTab tab={tab} continueHref={gate.continueHref} />
              ) : (
                <>
                  {tab === "home" && <HomeTab userId={user.id} assessments={overview} timeZone={user.timeZone} place={user.place} />}
                  {tab === "library" && <LibraryTab person={user} page={params.page} />}
                  {tab === "buddy" && <BuddyTab latestCheck={checks[0] ?? null} timeZone={user.timeZone} />}
                  {tab === "garden" && <GardenTab userId={user.id} timeZone={user.timeZone} />}
                  {tab === "mood" && <MoodTab userId={user.id} elements={elements} checks={checks} timeZone={user.timeZone} />}
                </>
              )}
            </section>
          </div>
        </div>
      </DashboardModals>
    </ClientWords>
  );
}
