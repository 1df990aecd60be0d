// Where /agi's prerender loader crosses into build-time/ (Node only: every board's editions from disk) for the
// frontier, the same computation as /data/frontier.json. A `.server` module: React Router keeps it out of the
// browser build; the lint wall lets only `.server` modules import build-time/.
export { frontierOfFolder } from "../../build-time/data-api/frontier";
