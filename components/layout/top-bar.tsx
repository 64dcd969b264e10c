import { getTranslations } from "next-intl/server";
import { homePath } from "./home-path";
import { TopBarView, type TopBarWords } from "./top-bar-view";

/** Each journey path's place name, most specific prefix first (matchesRoute takes the first that fits). */
const PLACES = [
  ["/intro", "intro"],
  ["/questions", "questions"],
  ["/spiral", "spiral"],
  ["/profile", "profile"],
  ["/habits", "habits"],
  ["/habit", "habit"],
  ["/report/share", "share"],
  ["/report", "report"],
  ["/insights", "insights"],
] as const;

/** The journey paths' top bar; its Home leads where the logo does (the dashboard with a report). Its words are the page's. */
export async function TopBar() {
  const [home, t] = await Promise.all([homePath(), getTranslations("TopBar")]);
  const words: TopBarWords = { label: t("label"), home: t("home"), places: PLACES.map(([prefix, key]) => [prefix, t(key)]) };
  return <TopBarView home={home} words={words} />;
}
