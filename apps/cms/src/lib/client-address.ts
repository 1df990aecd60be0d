// Who is asking: the socket's address, or, only when the socket is a configured proxy, the nearest address in
// X-Forwarded-For that is not one of those proxies. Anyone can write X-Forwarded-For, so a header from any other
// peer is ignored (Koa's `proxy: true` would believe it from everyone).

const normalize = (address: string): string => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** CMS_TRUSTED_PROXIES: comma-separated addresses of the reverse proxies in front of the CMS (none by default). */
export function readTrustedProxies(env: NodeJS.ProcessEnv): Set<string> {
  return new Set(
    (env.CMS_TRUSTED_PROXIES ?? '')
      .split(',')
      .map(normalize)
      .filter(Boolean),
  );
}

export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: Set<string>): string {
  const peer = normalize(socketAddress ?? '');
  if (!trusted.has(peer) || !forwardedFor) return peer;
  const hops = forwardedFor.split(',').map(normalize).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!trusted.has(hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}
