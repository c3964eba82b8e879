// Company websites on loopback for tests and the end-to-end run: one HTTP server answering for
// several *.localhost host names (RFC 6761 loopback names, reachable only with
// ANALYST_ALLOW_PRIVATE_NETWORKS=1). Each site has a homepage linking to about and products pages,
// and a robots.txt; the texts are written for these tests (fictional companies).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Site {
  readonly title: string;
  readonly pages: Readonly<Record<string, string>>;
  /** The site's robots.txt; by default every site disallows only /private. */
  readonly robots?: string;
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><header><nav><a href="/">Home</a> <a href="/about-us">About us</a> <a href="/products">Products</a> <a href="/careers">Careers</a> <a href="/private/admin">Admin</a></nav></header><main>${body}</main><footer>Imprint · Privacy · Cookies</footer></body></html>`;

export const FIXTURE_SITES: Readonly<Record<string, Site>> = {
  'nordhavn-supply': {
    title: 'Nordhavn Industrial Supply A/S',
    pages: {
      '/': '<h1>Nordhavn Industrial Supply</h1><p>Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and fluid-handling spare parts for machine builders in Denmark and Sweden.</p><p>We buy from more than 40 European manufacturers and hold stock in two warehouses near Aarhus and Odense, so that our customers receive parts the next day.</p>',
      '/about-us': '<h1>About us</h1><p>Founded in 1987, Nordhavn Industrial Supply is a family-owned trading company. The company does not manufacture products; it purchases pumps, valves and seals from third-party suppliers and resells them to industrial customers.</p><p>Our 120 employees work in sales, purchasing, warehousing and logistics.</p>',
      '/products': '<h1>Products</h1><p>Our range covers centrifugal pumps, ball valves, gaskets and seals, hoses and fittings from leading brands. We distribute these products to original equipment manufacturers and maintenance teams.</p>',
    },
  },
  'brightwater-components': {
    title: 'Brightwater Components GmbH',
    pages: {
      '/': '<h1>Brightwater Components</h1><p>Brightwater Components GmbH designs and manufactures centrifugal pump housings and impellers in its own foundry and machining plant in Chemnitz, Germany.</p><p>We sell our products to pump makers and distributors across the DACH region.</p>',
      '/about-us': '<h1>About us</h1><p>Brightwater Components is a manufacturer of cast and machined pump components. Our production plant runs casting, CNC machining and assembly lines with 300 employees.</p>',
      '/products': '<h1>Products</h1><p>We manufacture pump housings, impellers and covers in grey iron and stainless steel, produced to customer drawings in our own plant.</p>',
    },
  },
  // A site whose robots.txt disallows everything: the web search must not read even the homepage.
  'closed-doors': {
    title: 'Closed Doors Trading Ltd',
    robots: 'User-agent: *\nDisallow: /\n',
    pages: {
      '/': '<h1>Closed Doors Trading</h1><p>Closed Doors Trading Ltd is a wholesale distributor of valves; this text must never be read by a crawler that honours robots.txt.</p>',
    },
  },
  // Its robots.txt also disallows the products page its homepage links to: read the rest, skip that one.
  'kallio-flow': {
    title: 'Kallio Flow Solutions Oy',
    robots: 'User-agent: *\nDisallow: /private\nDisallow: /products\n',
    pages: {
      '/': '<h1>Kallio Flow Solutions</h1><p>Kallio Flow Solutions Oy is a wholesale distributor of industrial valves, pumps and process instrumentation for the Finnish pulp, paper and energy industries.</p><p>The company purchases products from manufacturers in Europe and Asia and resells them from its central warehouse in Tampere.</p>',
      '/about-us': '<h1>About us</h1><p>Kallio Flow Solutions has distributed flow-control equipment since 1994. It does not own production facilities.</p>',
    },
  },
};

export interface FixtureSiteServer {
  readonly port: number;
  /** The website of a fixture company, e.g. http://nordhavn-supply.localhost:PORT */
  url(name: string): string;
  /** Requests received (host and path), for tests that check robots.txt is honoured. */
  readonly requests: { host: string; path: string }[];
  close(): Promise<void>;
}

export async function startFixtureSites(port = 0, host = '127.0.0.1', options: { delayMs?: number } = {}): Promise<FixtureSiteServer> {
  const requests: { host: string; path: string }[] = [];
  const server = http.createServer(async (req, res) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const name = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/\.localhost$/, '');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ host: name, path });
    const site = FIXTURE_SITES[name];
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(site?.robots ?? 'User-agent: *\nDisallow: /private\n');
      return;
    }
    const body = site?.pages[path];
    if (!site || body === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end(page('Not found', '<h1>Page not found</h1><p>The page you are looking for does not exist on this server.</p>'));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(`${site.title}`, body));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: (name) => `http://${name}.localhost:${actual}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
