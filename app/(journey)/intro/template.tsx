import type { ReactNode } from "react";
import { PageTransition } from "@/components/motion/page-transition";

/** A template mounts anew on each navigation, so every page here fades in with the transition. */
export default function Template({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
