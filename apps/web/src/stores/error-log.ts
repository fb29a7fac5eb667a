import { create } from "zustand";

/** Uncaught client errors (spec 8): kept for the developer error-log dialog. */
export interface ErrorLogEntry {
  error: { message: string; stack: string };
  info: string;
  url: string;
  time: number;
}

interface ErrorLogState {
  logs: ErrorLogEntry[];
  record: (error: unknown, info: string) => void;
  clear: () => void;
}

const MAX_LOGS = 50;

export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? "" };
  if (typeof error === "string") return { message: error, stack: "" };
  try {
    return { message: JSON.stringify(error), stack: "" };
  } catch {
    return { message: String(error), stack: "" };
  }
}

export const useErrorLog = create<ErrorLogState>()((set) => ({
  logs: [],
  record: (error, info) => {
    const entry: ErrorLogEntry = { error: describeError(error), info, url: window.location.href, time: Date.now() };
    console.error(error, info, entry.url);
    set((s) => ({ logs: [entry, ...s.logs].slice(0, MAX_LOGS) }));
  },
  clear: () => set({ logs: [] }),
}));

/** Window-level handlers: errors outside React and rejected promises nobody caught. */
export function installGlobalErrorHandlers(): void {
  window.addEventListener("error", (event) => {
    useErrorLog.getState().record(event.error ?? event.message, "window.onerror");
  });
  window.addEventListener("unhandledrejection", (event) => {
    useErrorLog.getState().record(event.reason, "unhandledrejection");
  });
}
