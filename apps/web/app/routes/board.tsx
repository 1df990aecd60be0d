import {
  useLoaderData,
  useLocation,
  useParams,
  type MetaArgs,
} from "react-router";

import { editionsOf, boardAt as liveBoardAt } from "@/data/board-lookup";
import type { BoardDefinition } from "@/data/board-registry";
import type { BoardTasks } from "@/data/schema";
import {
  BoardView,
  type EditionFile,
} from "@/features/board/components/board-view";
import { boardMeta } from "@/features/board/lib/board-meta";
import { boardNamespaces } from "@/features/board/namespaces";
import { i18nForMeta } from "@/i18n/i18n";
import {
  messagesData,
  messagesIfPrerendered,
  pageMessagesFor,
  type PageMessages,
} from "@/i18n/loader";
import { unlocalizedPath } from "@/i18n/locales";
import type { FrontierBoard } from "@/lib/data-api/frontier-types";

import NotFoundRoute, { notFoundMeta } from "./not-found";

// Every board's page: routes.ts gives each live board of the registry this module at its route (`/agi/<id>`,
// `/profession/<id>`) and at `<route>/:edition`. An edition that is not published is the 404 page. The page's
// board (its whole definition), the editions it shows and its tasks come with its prerendered data (the loader,
// run at build time): a board's page carries no other board's data in its JavaScript.

/** The registry's board at a path, and whether the path's edition is one of its published editions. */
function boardAt(localized: string, edition: string | undefined) {
  // The board's route without the language's prefix: /zh/agi/x is the page of the board at /agi/x.
  const pathname = unlocalizedPath(localized);
  const route = edition
    ? pathname.replace(/\/+$/, "").replace(/\/[^/]+$/, "")
    : pathname.replace(/\/+$/, "");
  const board = liveBoardAt(route);
  if (!board || (edition && !editionsOf(board).includes(edition)))
    return undefined;
  return board;
}

/** What the page's loader gives it (besides its messages). */
type BoardData = {
  board: BoardDefinition;
  /** The edition shown and the one before it. */
  editionFiles: EditionFile[];
  tasks: BoardTasks | null;
  /** The board's best published value per edition by date (/data/frontier.json's computation). */
  frontier: FrontierBoard | null;
  meta: { sources: string[]; variables: string[] };
};

export async function loader({
  request,
  params,
}: {
  request: Request;
  params: { edition?: string };
}): Promise<PageMessages & Partial<BoardData>> {
  const listed = boardAt(new URL(request.url).pathname, params.edition);
  const { boardPageData } = await import("@/data/board-page.server");
  const data = listed
    ? boardPageData(listed.slug, params.edition, process.env.XBENCH_BOARDS_DIR)
    : undefined;
  const messages = messagesData(
    await pageMessagesFor(request, [
      ...boardNamespaces,
      ...((data?.board.sections ?? []).length > 0 ? ["sections"] : []),
      // Categories and subtypes (a field with a parent): the breakdown's and "where models fail"'s texts.
      ...(data?.board.fields.some((field) => field.parent) ? ["subtypes"] : []),
      // The board's own texts (features/board/lib/board-texts.ts).
      ...(data ? [data.board.slug] : []),
    ]),
  );
  return { ...messages, ...data };
}
// An edition that is not published is not prerendered: the 404 page, with the common messages.
export const clientLoader = messagesIfPrerendered;

/**
 * The board data in a loader's data, when the page has it (the 404 page has only messages). The loader above wrote
 * it at build time from files the build checked (build-time/board-files.ts), so its shape is the loader's own.
 */
const isBoardData = (data: unknown): data is BoardData =>
  typeof data === "object" &&
  data !== null &&
  "board" in data &&
  "editionFiles" in data &&
  "meta" in data;

const boardDataOf = (data: unknown): BoardData | undefined =>
  isBoardData(data) ? data : undefined;

// Not in the route config of a build without boards, so React Router generates no route types for it.
export function meta(args: MetaArgs) {
  const { params, location, loaderData } = args;
  const listed = boardAt(location.pathname, params.edition);
  const data = boardDataOf(loaderData);
  return listed && data
    ? boardMeta(data.board, params.edition, i18nForMeta(args), {
        editions: editionsOf(listed),
        ...data.meta,
      })
    : notFoundMeta(location.pathname);
}

export default function BoardRoute() {
  const { pathname } = useLocation();
  const params = useParams();
  const data = boardDataOf(useLoaderData());
  const listed = boardAt(pathname, params.edition);
  if (!listed || !data) return <NotFoundRoute />;
  return (
    <BoardView
      board={data.board}
      edition={params.edition}
      editions={editionsOf(listed)}
      editionFiles={data.editionFiles}
      tasks={data.tasks ?? undefined}
      frontier={data.frontier ?? undefined}
    />
  );
}
