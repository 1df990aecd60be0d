import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { createQueryClient } from "@/lib/query-client";

// One QueryClient for the visit, created by the first page that fetches from the CMS (Home,
// ScienceQA) and kept across navigations, so cached content survives like a root provider's would;
// pages without CMS calls do not load TanStack Query's client at all.
let browserClient: QueryClient | undefined;

function getQueryClient(): QueryClient {
  // Prerendering gets a fresh client per page, so no state leaks between prerendered pages.
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
