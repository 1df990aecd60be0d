// Where the agent pages' prerender loaders cross into build-time/ (Node only: every board from disk). A
// `.server` module: React Router keeps it out of the browser build, and fails that build when browser code
// imports it, statically or with import(); the lint wall lets only `.server` modules import build-time/.
export {
  agentReasonIn,
  buildAgentProfiles,
} from "../../build-time/data-api/agents";
