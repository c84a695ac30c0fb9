// Making the built page self-contained, and checking it is. Redoc draws its "API docs by" logo
// from a CDN on every page, with no option to turn it off; `inlineRemoteAssets` swaps that URL for
// an inline SVG. `remoteResourceReferences` finds what would still make the browser fetch from
// another host: resource attributes in the markup, CSS url()/@import, and script-side `src`,
// `import` and `fetch` of absolute URLs. (Plain links, and URLs in text, load nothing.)

/** Redoc's attribution logo (both sizes), hosted on its CDN. */
const REDOC_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;

/** A small "Redoc" wordmark, so the attribution stays readable without the remote image. */
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='14' viewBox='0 0 40 14'%3E" +
  "%3Ctext x='0' y='11' font-family='system-ui,sans-serif' font-size='11' font-weight='600' fill='%23666'%3ERedoc%3C/text%3E%3C/svg%3E";

export function inlineRemoteAssets(html: string): { html: string; replaced: number } {
  let replaced = 0;
  const result = html.replace(REDOC_LOGO, () => {
    replaced += 1;
    return INLINE_LOGO;
  });
  return { html: result, replaced };
}

const URL_START = String.raw`(?:https?:)?//[^\s"'\`)<>]+`;
const RESOURCE_PATTERNS: RegExp[] = [
  // <script src>, <img src>, <iframe src>, <source srcset>, <link href> (stylesheets, preloads, icons)
  new RegExp(
    String.raw`<(?:script|img|iframe|frame|source|video|audio|embed|track|input)\b[^>]*?\s(?:src|srcset|poster)\s*=\s*["']?${URL_START}`,
    'gi',
  ),
  new RegExp(String.raw`<link\b[^>]*?\shref\s*=\s*["']?${URL_START}`, 'gi'),
  new RegExp(String.raw`<object\b[^>]*?\sdata\s*=\s*["']?${URL_START}`, 'gi'),
  // CSS
  new RegExp(String.raw`url\(\s*["']?${URL_START}`, 'gi'),
  new RegExp(String.raw`@import\s+(?:url\()?\s*["']?${URL_START}`, 'gi'),
  // Script: src: …`https://…`, import … from "https://…", import("https://…"), fetch("https://…")
  new RegExp(String.raw`\bsrc\s*:[^,;{}]{0,40}?["'\`]${URL_START}`, 'g'),
  new RegExp(String.raw`\b(?:from|import)\s*\(?\s*["'\`]${URL_START}`, 'g'),
  /\b(?:fetch|importScripts|new\s+(?:Worker|SharedWorker|EventSource|WebSocket))\s*\(\s*["'`](?:https?|wss?):/g,
];

/** Each reference to a remote resource in the page, with a little context. */
export function remoteResourceReferences(html: string): string[] {
  const found: string[] = [];
  for (const pattern of RESOURCE_PATTERNS) {
    for (const match of html.matchAll(pattern)) found.push(match[0].slice(0, 160));
  }
  return found;
}
