import { useLocation, useParams, type MetaArgs } from "react-router";

import { editionsOf, genericBoards } from "@/data/board-registry";
import { BoardPage } from "@/features/board/components/board-page";
import { boardMeta } from "@/features/board/lib/board-meta";
import { boardNamespaces } from "@/features/board/namespaces";
import { translatorForMeta } from "@/i18n/i18n";
import { messagesIfPrerendered, messagesLoader } from "@/i18n/loader";
import { unlocalizedPath } from "@/i18n/locales";

import NotFoundRoute, { notFoundMeta } from "./not-found";

// A board published in the CMS without a page of its own: routes.ts gives each such board this module at
// its route (`/agi/<id>`, `/profession/<id>`) and at `<route>/:edition`. An edition that is not published
// is the 404 page.

function boardAt(localized: string, edition: string | undefined) {
  // The board's route without the language's prefix: /zh/agi/x is the page of the board at /agi/x.
  const pathname = unlocalizedPath(localized);
  const route = edition
    ? pathname.replace(/\/+$/, "").replace(/\/[^/]+$/, "")
    : pathname.replace(/\/+$/, "");
  const board = genericBoards.find((candidate) => candidate.route === route);
  if (!board || (edition && !editionsOf(board).includes(edition)))
    return undefined;
  return board;
}

export const loader = messagesLoader(boardNamespaces);
// An edition that is not published is not prerendered: the 404 page, with the common messages.
export const clientLoader = messagesIfPrerendered;

// Not in the route config of a build without such boards, so React Router generates no route types for it.
export function meta(args: MetaArgs) {
  const { params, location } = args;
  const board = boardAt(location.pathname, params.edition);
  return board
    ? boardMeta(board, params.edition, translatorForMeta(args))
    : notFoundMeta(location.pathname);
}

export default function BoardRoute() {
  const { pathname } = useLocation();
  const params = useParams();
  const board = boardAt(pathname, params.edition);
  if (!board) return <NotFoundRoute />;
  return <BoardPage board={board} edition={params.edition} />;
}
