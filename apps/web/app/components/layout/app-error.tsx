import { isRouteErrorResponse } from "react-router";

/** The router's last-resort screen: what went wrong, in the words of the error itself. */
export function AppError({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">{detail}</p>
      <a href="/" className="mt-6 inline-block text-primary underline">
        Return to Home
      </a>
    </main>
  );
}
