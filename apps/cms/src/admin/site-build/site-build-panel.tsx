import * as React from 'react';

import { Flex, Typography } from '@strapi/design-system';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';

import { SiteBuildText } from './site-build-status';
import { useSiteBuild } from './use-site-build';

const BOARD = 'api::board.board';
const EDITION = 'api::edition.edition';

function SiteBuildPanelContent({ board }: { board?: string }) {
  const answer = useSiteBuild(board);
  const noEdition = board && !('loading' in answer) && answer.board?.publishedEditions === 0;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      {noEdition && (
        <Typography variant="omega" textColor="warning600" role="note">
          This board has no published edition yet: publishing it adds nothing to the site. Its page appears with its first published edition.
        </Typography>
      )}
      <SiteBuildText answer={answer} />
    </Flex>
  );
}

/** The board's and edition's "Site" panel: the last build, and for a board without a published edition, a warning. */
export const SiteBuildPanel: PanelComponent = ({ model, documentId }: PanelComponentProps) => {
  if (model !== BOARD && model !== EDITION) return null;
  return { title: 'Site', content: <SiteBuildPanelContent board={model === BOARD ? documentId : undefined} /> };
};
