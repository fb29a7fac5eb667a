import { QueryClient } from "@tanstack/react-query";

/** One cache for the signed-in console; a project switch invalidates it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
