/** The token of a preview link (`/preview#token=…`: in the fragment, so it reaches no server's log), or null. */
export function previewTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token && token.trim() !== "" ? token.trim() : null;
}
