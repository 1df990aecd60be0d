import axios, { type AxiosError, type AxiosInstance } from "axios";

import { site } from "@/config/site";

export const REQUEST_TIMEOUT_MS = 10_000;

// Logs what the spec's error catalogue asks for, then rethrows: 401 is not special.
export function logResponseError(error: AxiosError): Promise<never> {
  const status = error.response?.status;
  if (status === 403) console.error("Access forbidden");
  else if (status !== undefined && status >= 500) console.error("Server error");
  return Promise.reject(error);
}

export function createHttpClient(baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
  });
  instance.interceptors.response.use((response) => response, logResponseError);
  return instance;
}

export const http = createHttpClient(site.cmsBaseUrl);

export function cmsAssetUrl(path: string | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path)
    ? path
    : new URL(path, site.cmsBaseUrl).toString();
}
