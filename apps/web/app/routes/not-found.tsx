import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { paths } from "@/config/paths";
import { pageMeta } from "@/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you are looking for does not exist.",
  });

export default function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      pathname,
    );
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to={paths.home} className="mt-6 font-medium text-primary underline">
        Return to Home
      </Link>
    </div>
  );
}
