// Where a board page's prerender loader crosses into build-time/ (Node only: the board's definition, editions and
// tasks from disk). A `.server` module: React Router keeps it out of the browser build; the lint wall lets only
// `.server` modules import build-time/.
export { boardPageData } from "../../build-time/board-page-data";
