// Loaded after the first paint: LazyMotion's animation features are not part of the page's first load.
import { domAnimation } from "motion/react";

export default domAnimation;

/** For `<LazyMotion features={loadMotionFeatures}>`: the features arrive as their own chunk. */
export const loadMotionFeatures = () => import("./features").then((mod) => mod.default);
