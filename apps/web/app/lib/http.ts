import { site } from "@/config/site";

// The CMS client: the browser's fetch with the base URL, a 10 s timeout, JSON, and the spec's error log.
// Not axios (decision 0015, 2026-11-26, third session): 19 KB gzip and about 90 ms of main-thread work at
// CPU x4 on the pages that call the CMS, for what these few lines do.

export const REQUEST_TIMEOUT_MS = 10_000;

export type QueryParams = Readonly<Record<string, string | number>>;

export interface HttpResponse {
  status: number;
  /** The body as JSON, or its text when it is not JSON (the zod parsers then find no data). */
  data: unknown;
}

/**
 * A request without an answer (`status` undefined: the network failed or the 10 s ran out) or with an
 * answer outside 2xx (its status and body).
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError;

// The spec's error catalogue: 403 and 5xx are logged; 401 is not special. The error is rethrown either way.
export function logFailedStatus(status: number): void {
  if (status === 403) console.error("Access forbidden");
  else if (status >= 500) console.error("Server error");
}

// Query encoding: encodeURIComponent, then ':', '$', ',' and ' ' (as '+') kept readable.
const encode = (value: string | number) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ":")
    .replace(/%24/g, "$")
    .replace(/%2C/gi, ",")
    .replace(/%20/g, "+");

/** The URL a client with this base requests for a path and its parameters (in their order). */
export function requestUrl(
  baseURL: string,
  path: string,
  params: QueryParams = {},
): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join("&");
  return `${baseURL}${path}${query ? `?${query}` : ""}`;
}

function bodyOf(text: string): unknown {
  if (text === "") return undefined;
  try {
    const json: unknown = JSON.parse(text);
    return json;
  } catch {
    return text;
  }
}

export interface HttpClient {
  get(path: string, options?: { params?: QueryParams }): Promise<HttpResponse>;
  post(
    path: string,
    body: unknown,
    options?: { headers?: Record<string, string> },
  ): Promise<HttpResponse>;
}

export function createHttpClient(baseURL: string): HttpClient {
  async function request(url: string, init: RequestInit) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof DOMException && error.name === "TimeoutError";
      throw new HttpError(
        timedOut
          ? `No answer within ${REQUEST_TIMEOUT_MS / 1000} s`
          : "Network Error",
      );
    }
    const data = bodyOf(text);
    if (response.ok) return { status: response.status, data };
    logFailedStatus(response.status);
    throw new HttpError(
      `Request failed with status ${response.status}`,
      response.status,
      data,
    );
  }

  return {
    // No Content-Type on a GET: it would make every call a CORS preflight.
    get: (path, { params } = {}) =>
      request(requestUrl(baseURL, path, params), {
        headers: { Accept: "application/json" },
      }),
    post: (path, body, { headers } = {}) =>
      request(requestUrl(baseURL, path), {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          ...headers,
        },
        body: JSON.stringify(body),
      }),
  };
}

export const http = createHttpClient(site.cmsBaseUrl);

export function cmsAssetUrl(path: string | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path)
    ? path
    : new URL(path, site.cmsBaseUrl).toString();
}
