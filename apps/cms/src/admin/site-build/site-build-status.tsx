import * as React from 'react';

import { Flex, Link, Typography } from '@strapi/design-system';

import { useSiteBuild, type SiteBuildAnswer } from './use-site-build';

// A new board adds about 20 pages (its own, their /zh twins, new agents): all shown up to this many.
const MAX_PAGES = 30;
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The last build in an editor's words: building; live since hh:mm with the pages it changed; or failed, why and what to do. */
export function SiteBuildText({ answer }: { answer: SiteBuildAnswer | { loading: true } }) {
  if ('loading' in answer) return <Typography variant="pi">Asking the rebuild service…</Typography>;
  if (!answer.known || !answer.build) return <Typography variant="pi">{`The site's build status is not known: ${answer.why ?? 'no answer'}.`}</Typography>;
  const { build, siteUrl = '' } = answer;
  const live = build.live ? `The site is live since ${clock(build.live.since)}.` : 'No new build since the site started.';
  return (
    <Flex direction="column" alignItems="stretch" gap={2} role="status" aria-label="Site build">
      {build.state === 'building' && (
        <Typography variant="omega" fontWeight="bold" textColor="warning600">
          Building the site with the new content… (about a minute)
        </Typography>
      )}
      {build.state === 'failed' && build.failed && (
        <Typography variant="omega" textColor="danger600">
          {build.failed.reason}
        </Typography>
      )}
      <Typography variant="omega" fontWeight={build.state === 'live' ? 'bold' : undefined} textColor={build.state === 'live' ? 'success600' : undefined}>
        {live}
      </Typography>
      {build.live && build.live.changedPages.length > 0 && (
        <Flex direction="column" alignItems="stretch" gap={1}>
          <Typography variant="pi">{`Pages it changed (${build.live.changedPages.length}):`}</Typography>
          {build.live.changedPages.slice(0, MAX_PAGES).map((page) => (
            <Link key={page} href={`${siteUrl}${page}`} isExternal>
              {page}
            </Link>
          ))}
          {build.live.changedPages.length > MAX_PAGES && <Typography variant="pi">{`and ${build.live.changedPages.length - MAX_PAGES} more`}</Typography>}
        </Flex>
      )}
    </Flex>
  );
}

/** The admin home page's "Site build" widget. */
export function SiteBuildWidget() {
  return <SiteBuildText answer={useSiteBuild()} />;
}

export default SiteBuildWidget;
