import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../../lib/query-client";

/** The query cache for the pages, around the shell's outlet (keep-alive-outlet.tsx). */
export default function PageProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
