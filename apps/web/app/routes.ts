import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("agi", "routes/agi.tsx"),
  route("agi/scienceqa", "routes/scienceqa.tsx"),
  route("agi/aisearch", "routes/deepsearch.tsx"),
  route("agi/aisearch/:edition", "routes/deepsearch-edition.tsx"),
  route("profession", "routes/profession.tsx"),
  route("profession/:professionId", "routes/profession-page.tsx"),
  route("profession/:professionId/:edition", "routes/profession-edition.tsx"),
  route("reports", "routes/reports.tsx"),
  route("news", "routes/news.tsx"),
  route("contact", "routes/contact.tsx"),
  route("search", "routes/search.tsx"),
  route("import", "routes/import.tsx"),
  route("submit", "routes/submit.tsx"),
  route("submit/status", "routes/submit-status.tsx"),
  route("agents/:slug?", "routes/agents.tsx"),
  route("compare", "routes/compare.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
