// @ts-check
// Loopback ports for the scripts and their tests: one spare port, and the port a server listens on.
import net from "node:net";

/**
 * The TCP port a listening server is bound to (`server.address()` is typed for pipes and closed servers too).
 * @param {net.Server} server
 * @returns {number}
 */
export function listeningPort(server) {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the server is not listening on a TCP port");
  return address.port;
}

/**
 * A port free on 127.0.0.1 when asked: `preferred` if it is, else one the system picks.
 * @param {number} [preferred]
 * @returns {Promise<number>}
 */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error) => (preferred === 0 ? reject(error) : resolve(freePort(0))));
    probe.listen(preferred, "127.0.0.1", () => {
      const port = listeningPort(probe);
      probe.close(() => resolve(port));
    });
  });
}
