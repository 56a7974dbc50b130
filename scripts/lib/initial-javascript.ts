import { gzipSync } from 'node:zlib';

/**
 * The one measure of a page's initial JavaScript, shared by `npm run bench -- posts`,
 * `npm run lighthouse` and the reading pages' budget check of `npm test`: every module script
 * and modulepreload link of the server-rendered HTML, plus the static imports of its inline
 * module scripts (React Router's entry), each file compressed alone with gzip's default level.
 */

export interface ChunkWeight {
  url: string;
  gzipBytes: number;
  /** The file's text, for the checks that look for code a page must not carry. */
  source: string;
}

export interface InitialJavaScript {
  files: number;
  gzipBytes: number;
  urls: string[];
  chunks: ChunkWeight[];
}

/** The addresses of the JavaScript `html` makes the browser load before the page is interactive. */
export function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]+)"`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attribute('type') === 'module' && attribute('src')) urls.add(attribute('src')!);
    if (/^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href')) urls.add(attribute('href')!);
  }
  // React Router's inline module script imports the client entry and route modules by URL.
  for (const script of html.match(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
    for (const match of script.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]!);
  }
  return [...urls];
}

/** Gzip size of the JavaScript the server-rendered `pagePath` makes the browser load before it is interactive. */
export async function initialJavaScript(origin: string, pagePath: string): Promise<InitialJavaScript> {
  const response = await fetch(`${origin}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const urls = initialScriptUrls(await response.text());
  const chunks: ChunkWeight[] = [];
  for (const url of urls) {
    const file = await fetch(new URL(url, origin));
    if (!file.ok) throw new Error(`${url} answered ${file.status}`);
    const bytes = Buffer.from(await file.arrayBuffer());
    chunks.push({ url, gzipBytes: gzipSync(bytes).length, source: bytes.toString('utf8') });
  }
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { files: urls.length, gzipBytes, urls, chunks };
}
