/**
 * A local feed server on 127.0.0.1 with realistic fixture feeds of every format and every failure
 * the aggregator must survive, and press release pages (/press/…) with the ways a page is refused. Dates in fixtures are written as {{rfc822:-3h}} / {{iso:-3h}} and
 * served relative to the server's clock, so stories always fall inside the reader window.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'feeds');
const PRESS_FIXTURES = path.join(FIXTURES, '..', 'press-releases');

export function renderFixture(name: string, now: Date): string {
  const template = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  return template.replace(/\{\{(rfc822|iso):(-?\d+)h\}\}/g, (_m, format: string, hours: string) => {
    const date = new Date(now.getTime() + Number(hours) * 3_600_000);
    return format === 'iso' ? date.toISOString() : date.toUTCString();
  });
}

const rssItem = (title: string, link: string, description: string, pubDate: string) =>
  `<item><title>${title}</title><link>${link}</link><description>${description}</description><pubDate>${pubDate}</pubDate></item>`;
const rss = (title: string, items: string[], prolog = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${prolog}<rss version="2.0"><channel><title>${title}</title><link>https://feeds.journal-fixtures.org</link><description>Fixture feed</description>${items.join('')}</channel></rss>`;

/** Bytes of a feed in a legacy charset: ASCII markup around pre-encoded title bytes. */
function legacyFeed(prolog: string, titleBytes: Buffer, link: string, now: Date): Buffer {
  const head = Buffer.from(
    `${prolog}<rss version="2.0"><channel><title>Legacy</title><link>https://feeds.journal-fixtures.org</link><description>Legacy charset feed for the aggregator tests</description><item><title>`,
    'ascii',
  );
  const tail = Buffer.from(
    `</title><link>${link}</link><description>Charset test</description><pubDate>${now.toUTCString()}</pubDate></item></channel></rss>`,
    'ascii',
  );
  return Buffer.concat([head, titleBytes, tail]);
}

export interface FeedServer {
  origin: string;
  url(route: string): string;
  hits(route: string): number;
  /** The If-None-Match / If-Modified-Since headers of the last request to a route. */
  lastConditional(route: string): { etag?: string; since?: string };
  close(): Promise<void>;
}

export async function startFeedServer(options: { port?: number; now?: () => Date } = {}): Promise<FeedServer> {
  const now = options.now ?? (() => new Date());
  const hits = new Map<string, number>();
  const conditionals = new Map<string, { etag?: string; since?: string }>();
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const route = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(route, (hits.get(route) ?? 0) + 1);
    conditionals.set(route, {
      etag: req.headers['if-none-match'] as string | undefined,
      since: req.headers['if-modified-since'] as string | undefined,
    });
    const send = (
      status: number,
      body: string | Buffer,
      type = 'application/rss+xml; charset=utf-8',
      headers: Record<string, string> = {},
    ) => {
      res.writeHead(status, { 'Content-Type': type, ...headers });
      res.end(body);
    };
    const current = now();

    switch (route) {
      case '/seniorhousingnews.xml':
        return send(200, renderFixture('seniorhousingnews.rss.xml', current));
      case '/mcknights.xml':
        return send(200, renderFixture('mcknights.atom.xml', current), 'application/atom+xml');
      case '/argentum.xml':
        return send(200, renderFixture('argentum.rdf.xml', current), 'application/rdf+xml');
      case '/leadingage.json':
        return send(200, renderFixture('leadingage.json', current), 'application/feed+json');
      case '/etag.xml': {
        if (req.headers['if-none-match'] === '"v1"') return send(304, '');
        return send(200, renderFixture('seniorhousingnews.rss.xml', current), undefined, {
          ETag: '"v1"',
          'Last-Modified': 'Mon, 23 Nov 2026 06:00:00 GMT',
        });
      }
      case '/timeout':
        hanging.add(res);
        return undefined;
      case '/404':
        return send(404, '<html><body><h1>404 Not Found</h1></body></html>', 'text/html');
      case '/500':
        return send(500, 'Internal Server Error', 'text/plain');
      case '/flaky':
        return (hits.get(route) ?? 0) === 1
          ? send(502, 'Bad Gateway', 'text/plain')
          : send(
              200,
              rss('Flaky', [
                rssItem(
                  'Operator Recovers After Outage, Reports Full Occupancy',
                  'https://www.bisnow.com/national/news/senior-housing/recovery-full-occupancy',
                  'A second attempt succeeds.',
                  current.toUTCString(),
                ),
              ]),
            );
      case '/retry-after':
        return send(503, 'Busy', 'text/plain', { 'Retry-After': '120' });
      case '/malformed':
        return send(
          200,
          '<?xml version="1.0"?><rss version="2.0"><channel><title>Broken feed</title><item><title>Unclosed item with a long enough body to pass the size rule</title>',
        );
      case '/bomb':
        return send(
          200,
          `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>` +
            rss('Bomb', [rssItem('&lol2;', 'https://www.bisnow.com/national/news/bomb', '&lol2;', current.toUTCString())], ''),
        );
      case '/xxe':
        return send(
          200,
          `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>` +
            rss('XXE', [rssItem('&xxe;', 'https://www.bisnow.com/national/news/xxe', '&xxe;', current.toUTCString())], ''),
        );
      case '/oversize': {
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 7 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        return pump();
      }
      case '/latin1':
        return send(
          200,
          legacyFeed(
            '<?xml version="1.0" encoding="ISO-8859-1"?>',
            Buffer.from('R\xe9sidence Montr\xe9al ouvre un caf\xe9 pour a\xeen\xe9s', 'latin1'),
            'https://www.mcknightsseniorliving.com/news/residence-montreal-cafe/',
            current,
          ),
          'application/rss+xml',
        );
      case '/cp1252':
        return send(
          200,
          legacyFeed(
            '<?xml version="1.0"?>',
            Buffer.from([
              ...Buffer.from('Operators say ', 'ascii'),
              0x93,
              ...Buffer.from('staffing is stabilizing', 'ascii'),
              0x94,
              0x20,
              0x96,
              ...Buffer.from(' survey', 'ascii'),
            ]),
            'https://www.mcknightsseniorliving.com/news/staffing-stabilizing-survey/',
            current,
          ),
          'application/rss+xml; charset=windows-1252',
        );
      case '/gb2312':
        return send(
          200,
          legacyFeed(
            '<?xml version="1.0" encoding="gb2312"?>',
            Buffer.concat([Buffer.from('d1f8c0cfc9e7c7f8', 'hex'), Buffer.from(' senior community opens in Shanghai', 'ascii')]),
            'https://www.multihousingnews.com/shanghai-senior-community/',
            current,
          ),
          'text/xml',
        );
      case '/redirect-loop':
        return send(302, '', 'text/plain', { Location: '/redirect-loop' });
      case '/redirect-ok':
        return send(301, '', 'text/plain', { Location: '/seniorhousingnews.xml' });
      case '/error-page':
        return send(
          200,
          '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>',
          'text/html',
        );
      case '/short':
        return send(200, '<rss></rss>');
      case '/script-titles':
        return send(
          200,
          rss('Scripts', [
            rssItem(
              '&lt;script&gt;alert("x")&lt;/script&gt;Memory Care &lt;b&gt;Expansion&lt;/b&gt; Approved',
              'https://www.mcknightsseniorliving.com/news/memory-care-expansion-approved/',
              '&lt;img src=x onerror=alert(1)&gt;The county approved a 40-bed memory care expansion.',
              current.toUTCString(),
            ),
            rssItem('Javascript link is refused', 'javascript:alert(1)', 'Should be skipped.', current.toUTCString()),
            rssItem(
              '<![CDATA[<script>steal()</script>Assisted Living Rule Update]]>',
              'https://www.mcknightsseniorliving.com/news/assisted-living-rule-update/',
              '<![CDATA[<iframe src="https://evil.invalid"></iframe><p onclick="x()">State updates <em>assisted living</em> rules.</p>]]>',
              current.toUTCString(),
            ),
          ]),
        );
      case '/dupe-a':
        return send(
          200,
          rss('Dupe A', [
            rssItem(
              'Ventas Completes Acquisition of Seven Senior Housing Communities',
              'https://www.bisnow.com/national/news/senior-housing/ventas-seven-communities?utm_source=feed&amp;fbclid=abc',
              'Ventas closed on seven communities.',
              new Date(current.getTime() - 3 * 3_600_000).toUTCString(),
            ),
          ]),
        );
      case '/dupe-b':
        return send(
          200,
          rss('Dupe B', [
            rssItem(
              'Ventas completes acquisition of seven senior housing communities!',
              'https://www.multihousingnews.com/ventas-completes-acquisition/',
              'Same story, different outlet, reported later.',
              new Date(current.getTime() - 1 * 3_600_000).toUTCString(),
            ),
            rssItem(
              'Ventas Completes Acquisition of Seven Senior-Housing Communities in Texas',
              'https://www.multihousingnews.com/ventas-texas/',
              'Similar title from the same outlet.',
              new Date(current.getTime() - 2 * 3_600_000).toUTCString(),
            ),
            rssItem(
              'Ventas Completes Acquisition of Seven Senior Housing Communities',
              'https://bisnow.com/national/news/senior-housing/ventas-seven-communities/',
              'Same link without tracking parameters.',
              new Date(current.getTime() - 2 * 3_600_000).toUTCString(),
            ),
          ]),
        );
      // Press release pages (tests/fixtures/press-releases) and the ways a page can be refused.
      case '/press/moved':
        return send(301, '', 'text/plain', { Location: '/press/prnewswire.html' });
      case '/press/release.pdf':
        return send(200, Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n'), 'application/pdf');
      case '/press/huge.html': {
        // 3 MB streamed without Content-Length: only counting the bytes can stop it.
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write('<!DOCTYPE html><html><head><title>Huge</title></head><body>');
        const chunk = `<p>${'Occupancy rose across the portfolio. '.repeat(100)}</p>`;
        for (let sent = 0; sent < 3 * 1024 * 1024; sent += chunk.length) res.write(chunk);
        return res.end('</body></html>');
      }
      case '/press/slow.html':
        hanging.add(res);
        return;
      case '/press/gzip.html':
        return send(
          200,
          zlib.gzipSync(fs.readFileSync(path.join(PRESS_FIXTURES, 'prnewswire.html'))),
          'text/html; charset=utf-8',
          {
            'Content-Encoding': 'gzip',
          },
        );
      default: {
        const press = /^\/press\/([\w-]+\.html)$/.exec(route)?.[1];
        const page = press && path.join(PRESS_FIXTURES, press);
        if (page && fs.existsSync(page)) {
          // As the wires serve them: a charset in the header, except the legacy page that declares its own.
          return send(200, fs.readFileSync(page), press === 'globenewswire.html' ? 'text/html' : 'text/html; charset=utf-8');
        }
        // The real-world problem fixtures, byte for byte, with no charset in the header.
        const realWorld = /^\/real-world\/([\w.-]+)$/.exec(route)?.[1];
        const file = realWorld && path.join(FIXTURES, 'real-world', realWorld);
        if (file && fs.existsSync(file)) {
          const type = file.endsWith('.json') ? 'application/feed+json' : 'application/xml';
          return send(200, fs.readFileSync(file), type);
        }
        return send(404, 'Not Found', 'text/plain');
      }
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (route) => `${origin}${route}`,
    hits: (route) => hits.get(route) ?? 0,
    lastConditional: (route) => conditionals.get(route) ?? {},
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
