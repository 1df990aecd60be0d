import * as React from 'react';

import { useFetchClient } from '@strapi/strapi/admin';

/** GET /admin/site-build (apps/cms/src/lib/site-build.ts, SiteBuildAnswer): the site's last build as editors see it. */
export interface SiteBuildAnswer {
  known: boolean;
  why?: string;
  siteUrl?: string;
  build?: {
    state: 'unknown' | 'building' | 'live' | 'failed';
    live: { since: string; changedPages: string[] } | null;
    failed?: { at: string; reason: string };
  };
  board?: { publishedEditions: number };
}

const POLL_MS = 5000;

/** The site's build status, asked again every 5 s while shown (a publish shows as building, then live or failed). */
export function useSiteBuild(board?: string): SiteBuildAnswer | { loading: true } {
  const { get } = useFetchClient();
  const [answer, setAnswer] = React.useState<SiteBuildAnswer | { loading: true }>({ loading: true });
  React.useEffect(() => {
    let live = true;
    const ask = () =>
      get<SiteBuildAnswer>(`/admin/site-build${board ? `?board=${encodeURIComponent(board)}` : ''}`)
        .then((res) => live && setAnswer(res.data))
        .catch((error: unknown) => live && setAnswer({ known: false, why: error instanceof Error ? error.message : String(error) }));
    void ask();
    const timer = window.setInterval(ask, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [get, board]);
  return answer;
}
