import { homePath } from "./home-path";
import { TopBarView } from "./top-bar-view";

/** The journey paths' top bar; its Home leads where the logo does (the dashboard with a report). */
export async function TopBar() {
  return <TopBarView home={await homePath()} />;
}
