import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// This file runs before every test file. The "dom" project's files share a worker's jsdom and packages
// (vitest.config.ts), so each starts here from what a worker of its own would give it: the app's modules load
// afresh (their module state, such as the hydration flag or the browser's query client, starts anew; packages such
// as React stay loaded), the document is an empty one and the address is the environment's first one.
vi.resetModules();
for (const element of [
  document.documentElement,
  document.head,
  document.body,
]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
document.head.replaceChildren();
document.body.replaceChildren();
window.history.replaceState(null, "", "/");

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
