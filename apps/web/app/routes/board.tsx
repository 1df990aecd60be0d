import { useLocation, useParams, type MetaArgs } from "react-router";

import { editionsOf, genericBoards } from "@/data/board-registry";
import { BoardPage } from "@/features/board/components/board-page";
import { boardMeta } from "@/features/board/lib/board-meta";

import NotFoundRoute, { notFoundMeta } from "./not-found";

// A board published in the CMS without a page of its own: routes.ts gives each such board this module at
// its route (`/agi/<id>`, `/profession/<id>`) and at `<route>/:edition`. An edition that is not published
// is the 404 page.

function boardAt(pathname: string, edition: string | undefined) {
  const route = edition
    ? pathname.replace(/\/+$/, "").replace(/\/[^/]+$/, "")
    : pathname.replace(/\/+$/, "");
  const board = genericBoards.find((candidate) => candidate.route === route);
  if (!board || (edition && !editionsOf(board).includes(edition)))
    return undefined;
  return board;
}

// Not in the route config of a build without such boards, so React Router generates no route types for it.
export function meta({ params, location }: MetaArgs) {
  const board = boardAt(location.pathname, params.edition);
  return board
    ? boardMeta(board, params.edition)
    : notFoundMeta(location.pathname);
}

export default function BoardRoute() {
  const { pathname } = useLocation();
  const params = useParams();
  const board = boardAt(pathname, params.edition);
  if (!board) return <NotFoundRoute />;
  return <BoardPage board={board} edition={params.edition} />;
}
