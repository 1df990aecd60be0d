// Where /news's prerender loader crosses into build-time/ for the published editions (the list /feed.xml is
// written from). A `.server` module: React Router keeps it out of the browser build; the lint wall lets only
// `.server` modules import build-time/.
export { newsItems } from "../../build-time/news";
