// Where Home's prerender loader crosses into build-time/ for the counts of /agents and the boards (Node only).
// A `.server` module: React Router keeps it out of the browser build; the lint wall lets only `.server` modules
// import build-time/.
export { homeCounts } from "../../build-time/home-counts";
