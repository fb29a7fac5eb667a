import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../../lib/query-client";

/**
 * The query cache for the pages. The shell's own parts do not use it, so it
 * loads with the first page rather than with the shell.
 */
export default function PageProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
