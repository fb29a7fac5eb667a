import { vi } from "vitest";

/** What jsdom lacks and antd's selects, grid and responsive parts measure with: a silent ResizeObserver, no media match. */
export function provideLayoutApis() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}
