import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

// The site is only prerendered (react-router.config.ts: ssr false), so every render may wait for all of its
// content. React Router's default entry streams from the shell instead: the route data it sends for hydration
// then arrives as a boundary completed after the shell, in a hidden <div> that React's inline runtime moves into
// place once the page has painted. Here the whole document is written in order, with no such runtime
// (decision 0015, sixth session).
//
// progressiveChunkSize: React writes a completed Suspense boundary larger than this many bytes out of line, at
// the end of the document, to stream the rest first. Nothing here streams, so no boundary is written out of line.
const NO_OUT_OF_LINE_BOUNDARIES = Number.MAX_SAFE_INTEGER;
const RENDER_TIMEOUT_MS = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: NO_OUT_OF_LINE_BOUNDARIES,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    // React renders after this function returns (a microtask), so the callbacks above see the timer.
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
