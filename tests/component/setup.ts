// Each component test starts from an empty document and empty storage. Testing Library cleans up
// by itself only when vitest's globals are on; they are not, so it is done here.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
