// Whether a TCP service (port 5432 when the URL names none) answers at a URL's host and port within 2 s:
// the test runner and the benchmarks skip or report the PostgreSQL variant when it does not.
import net from 'node:net';

export function canReach(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
