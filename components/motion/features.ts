// Loaded after the first paint: LazyMotion's animation features are not part of the page's first load.
import { domAnimation } from "motion/react";

export default domAnimation;
