/**
 * /embed.js: the news feed drawn straight into another site's page, without a frame and without
 * React (decision 0097). Each element marked `data-senior-housing-feed` gets a Shadow DOM root: the
 * host's style sheets cannot select anything inside it, `:host { all: initial }` stops the host's
 * inherited fonts and colours at the door, and our styles live in the root so they cannot reach
 * the host. `data-category`, `data-count` and `data-theme` choose, read by the same rules as /embed's
 * query. Articles come from the public API (CORS, no credentials). Built by
 * scripts/build-embed-script.ts into build/client/embed.js.
 */
import type { Article } from '~/core/article';
import { ALL_CATEGORIES, categoryLabel, FILTER_CATEGORIES, type CategoryFilter } from '~/core/categories';
import { articlesApiQuery, parseEmbedOptions, type EmbedOptions } from '~/core/embed';
import { EMBED_WIDGET_ATTRIBUTE } from '~/core/embed-snippets';
import { LOADING_PROGRESS, LOADING_SKELETON_CARDS } from '~/core/loading';
import { EMBED_TEXT } from '~/core/messages/embed';
import { SITE } from '~/core/site';
import { relativeTime } from '~/core/time';

/** The search waits for a pause in typing (the spec's search debounce). */
const SEARCH_DEBOUNCE_MS = 300;

/** One column on a phone, up to three by the widget's width (the spec's 1, 2 or 3). */
const STYLE = `
:host{all:initial;display:block;contain:content}
.feed{--bg:#fbf7ee;--card:#fffdf8;--fg:#1f1711;--soft:#4a3427;--muted:#5a4030;--line:#e2d3b5;--accent:#435b34;--on-accent:#fffdf8;--chip:#e4ecdd;--on-chip:#2d3d25;
font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);padding:16px;border-radius:12px;display:flex;flex-direction:column;gap:14px;text-align:left}
.feed[data-theme=dark]{--bg:#1c1915;--card:#26221d;--fg:#fbf7ee;--soft:#f4ecdb;--muted:#f4ecdb;--line:#332d26;--accent:#a8c296;--on-accent:#172012;--chip:#2d3d25;--on-chip:#e4ecdd}
@media (prefers-color-scheme:dark){.feed[data-theme=auto]{--bg:#1c1915;--card:#26221d;--fg:#fbf7ee;--soft:#f4ecdb;--muted:#f4ecdb;--line:#332d26;--accent:#a8c296;--on-accent:#172012;--chip:#2d3d25;--on-chip:#e4ecdd}}
*{box-sizing:border-box}
h2{font:700 1.35em/1.2 Georgia,"Times New Roman",serif;margin:0}
h3{font:700 1.05em/1.3 Georgia,"Times New Roman",serif;margin:0;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
input{font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 12px;width:100%;min-height:44px}
input::placeholder{color:var(--muted);opacity:1}
ul{list-style:none;margin:0;padding:0}
.chips{display:flex;flex-wrap:wrap;gap:8px}
.chips button{font:500 13px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:999px;padding:6px 12px;min-height:32px;cursor:pointer}
.chips button[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
.grid{display:grid;gap:14px;grid-template-columns:repeat(auto-fill,minmax(min(100%,max(260px,calc((100% - 28px)/3))),1fr))}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:14px;display:flex;flex-direction:column;gap:8px;box-shadow:0 4px 12px rgb(0 0 0/.08)}
.meta{display:flex;gap:8px;align-items:center;font-size:12px;color:var(--muted)}
.badge{background:var(--chip);color:var(--on-chip);border-radius:999px;padding:2px 10px;font-weight:600}
.summary{margin:0;font-size:14px;color:var(--soft);display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.foot{margin-top:auto;display:flex;justify-content:space-between;gap:8px;font-size:12px;color:var(--muted)}
a{color:var(--accent);font-weight:600}
.state{text-align:center;padding:24px;background:var(--card);border:1px solid var(--line);border-radius:12px}
.state p{margin:4px 0}
.bar{height:8px;max-width:320px;margin:8px auto;background:var(--line);border-radius:999px;overflow:hidden}
.bar span{display:block;height:100%;background:var(--accent)}
.skeleton{height:120px;background:var(--line);opacity:.5;border-radius:12px}
.powered{text-align:center;font-size:12px;color:var(--muted);margin:0}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

type Child = Node | string | null | false;

function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Where this script was loaded from: the journal whose API it reads and whose views it counts. */
const journal = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href).origin;
/** One id per page load: the widget keeps nothing in the host's storage. */
const session = `w-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

function mount(host: HTMLElement): void {
  if (host.shadowRoot) return;
  const root = host.attachShadow({ mode: 'open' });
  const params = new URLSearchParams();
  const { category, count, theme } = host.dataset;
  if (category) params.set('category', category);
  if (count) params.set('limit', count);
  if (theme) params.set('theme', theme);
  const parsed = parseEmbedOptions(params);
  const feed = h('div', { class: 'feed', 'data-theme': parsed.ok ? parsed.options.theme : 'light' });
  root.append(h('style', {}, STYLE), feed);
  if (!parsed.ok) {
    feed.append(h('h2', {}, EMBED_TEXT.title), h('p', { role: 'alert', class: 'state' }, parsed.error));
    return;
  }
  start(feed, parsed.options);
}

function start(feed: HTMLElement, options: EmbedOptions): void {
  let state = { category: options.category, q: '' };
  let request: AbortController | null = null;
  let counted = false;

  const search = h('input', {
    type: 'search',
    placeholder: EMBED_TEXT.searchPlaceholder,
    'aria-label': 'Search articles',
  }) as HTMLInputElement;
  const chips = h('ul', { class: 'chips', 'aria-label': 'Categories' });
  const results = h('div', { 'aria-live': 'polite' });
  feed.append(
    h('h2', {}, EMBED_TEXT.title),
    search,
    chips,
    results,
    h(
      'p',
      { class: 'powered' },
      `${EMBED_TEXT.poweredBy} `,
      h('a', { href: `${journal}/`, target: '_blank', rel: 'noopener' }, SITE.name),
    ),
  );

  const drawChips = () => {
    chips.replaceChildren(
      ...FILTER_CATEGORIES.map((category) => {
        const button = h(
          'button',
          { type: 'button', 'aria-pressed': String(category === state.category) },
          category === ALL_CATEGORIES ? 'all' : category,
          h('span', { class: 'sr' }, ` (${categoryLabel(category)})`),
        );
        button.addEventListener('click', () => choose({ category }));
        return h('li', {}, button);
      }),
    );
  };

  const load = async () => {
    request?.abort();
    const current = (request = new AbortController());
    results.replaceChildren(
      h(
        'div',
        { role: 'status', class: 'state' },
        h('p', {}, EMBED_TEXT.loading),
        h(
          'div',
          {
            class: 'bar',
            role: 'progressbar',
            'aria-label': EMBED_TEXT.loading,
            'aria-valuemin': '0',
            'aria-valuemax': '100',
            'aria-valuenow': String(LOADING_PROGRESS),
          },
          h('span', { style: `width:${LOADING_PROGRESS}%` }),
        ),
      ),
      h(
        'div',
        { class: 'grid', 'aria-hidden': 'true' },
        ...Array.from({ length: LOADING_SKELETON_CARDS }, () => h('div', { class: 'skeleton' })),
      ),
    );
    try {
      const response = await fetch(`${journal}/api/v1/articles${articlesApiQuery({ ...options, ...state })}`, {
        credentials: 'omit',
        signal: current.signal,
      });
      if (!response.ok) throw new Error(`articles answered ${response.status}`);
      const { articles } = (await response.json()) as { articles: Article[] };
      if (current.signal.aborted) return;
      results.replaceChildren(articles.length === 0 ? empty(state.q !== '') : list(articles));
      if (!counted) {
        counted = true;
        countView();
      }
    } catch (error) {
      if (current.signal.aborted) return;
      console.warn('senior housing feed not loaded', error);
      results.replaceChildren(h('p', { role: 'alert', class: 'state' }, EMBED_TEXT.loadFailed));
    }
  };

  const choose = (change: Partial<{ category: CategoryFilter; q: string }>) => {
    state = { ...state, ...change };
    drawChips();
    void load();
  };

  let typing: number | undefined;
  search.addEventListener('input', () => {
    window.clearTimeout(typing);
    typing = window.setTimeout(() => choose({ q: search.value.trim() }), SEARCH_DEBOUNCE_MS);
  });

  drawChips();
  void load();
}

function empty(searching: boolean): HTMLElement {
  return h(
    'div',
    { class: 'state' },
    h('p', {}, h('strong', {}, EMBED_TEXT.noResultsTitle)),
    h('p', {}, searching ? EMBED_TEXT.noResultsForSearch : EMBED_TEXT.noResultsAtAll),
  );
}

function list(articles: Article[]): HTMLElement {
  const now = new Date();
  return h(
    'ul',
    { class: 'grid' },
    ...articles.map((article) =>
      h(
        'li',
        { class: 'card' },
        h(
          'div',
          { class: 'meta' },
          h('span', { class: 'badge' }, categoryLabel(article.category)),
          h('time', { datetime: article.publishedAt }, relativeTime(article.publishedAt, now)),
        ),
        h('h3', {}, article.title),
        h('p', { class: 'summary' }, article.summary),
        h(
          'div',
          { class: 'foot' },
          h(
            'a',
            { href: article.url, target: '_blank', rel: 'noopener noreferrer' },
            EMBED_TEXT.readMore,
            h('span', { class: 'sr' }, `: ${article.title} (opens in a new tab)`),
          ),
          h('span', {}, article.source),
        ),
      ),
    ),
  );
}

/** Tells the journal the feed was shown on this host (the Origin header names it); failures are only logged. */
function countView(): void {
  fetch(`${journal}/api/v1/embed-views?session=${session}`, { credentials: 'omit' })
    .then((response) => response.body?.cancel())
    .catch((error: unknown) => console.warn('senior housing feed view not counted', error));
}

function mountAll(): void {
  document.querySelectorAll<HTMLElement>(`[${EMBED_WIDGET_ATTRIBUTE}]`).forEach(mount);
}

// The script may run before the host's element is parsed (in <head>, or without async).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll, { once: true });
else mountAll();
