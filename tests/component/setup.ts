// Each component test starts from an empty document and empty storage. Testing Library cleans up
// by itself only when vitest's globals are on; they are not, so it is done here.
import { cleanup } from "@testing-library/react";
import { MotionGlobalConfig } from "motion/react";
import { afterEach } from "vitest";

// motion's documented switch for tests: values jump to their targets. happy-dom's Web Animations
// otherwise reject a cancelled animation after its test has ended (an unhandled AbortError).
MotionGlobalConfig.skipAnimations = true;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
