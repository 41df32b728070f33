import { Check, Copy } from '~/app/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { ALL_CATEGORIES, categoryLabel, FILTER_CATEGORIES, type CategoryFilter } from '~/core/categories';
import {
  EMBED_DEFAULT_LIMIT,
  EMBED_MAX_LIMIT,
  EMBED_PATH,
  EMBED_THEMES,
  isEmbedHeightMessage,
  type EmbedTheme,
} from '~/core/embed';
import {
  DEFAULT_EMBED_SET,
  defaultOption,
  EMBED_OPTION_SETS,
  EMBED_SETS,
  EMBED_WIDGET_ATTRIBUTE,
  embedSnippet,
  findOption,
  isEmbedOptionSet,
  type EmbedOption,
  type EmbedOptionSet,
  type EmbedSize,
} from '~/core/embed-snippets';
import { EMBED_TEXT } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/app/ui/tabs';

const THEME_LABELS: Record<EmbedTheme, string> = { light: 'Light', dark: 'Dark', auto: 'Auto (follows the visitor)' };
const COPIED_FOR_MS = 2000;

const sizeLabel = (size: EmbedSize) =>
  size.kind === 'aspect'
    ? `4:3 box (padding-bottom ${size.paddingBottom})`
    : `${/^\d+$/.test(size.width) ? `${size.width}px` : size.width} × ${/^\d+$/.test(size.height) ? `${size.height}px` : size.height}`;

/**
 * The embed generator (reader-experience.md §2, §9): one tab per option set, each option with its
 * size and the recommended one marked; the source, category, count and theme; the code, a live
 * preview and Copy. The code comes from core/embed-snippets.ts, the same function the tests read.
 */
export function EmbedGenerator({ defaultSource }: { defaultSource: string }) {
  const [set, setSet] = useState<EmbedOptionSet>(DEFAULT_EMBED_SET);
  const [chosen, setChosen] = useState<Record<EmbedOptionSet, string>>(
    () => Object.fromEntries(EMBED_OPTION_SETS.map((each) => [each, defaultOption(each).id])) as Record<EmbedOptionSet, string>,
  );
  const [source, setSource] = useState(defaultSource);
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  const [count, setCount] = useState(EMBED_DEFAULT_LIMIT);
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const ids = useId();

  const option = findOption(set, chosen[set]) ?? defaultOption(set);
  const snippet = embedSnippet(option, { source, category, limit: count, theme });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <Tabs value={set} onValueChange={(value) => isEmbedOptionSet(value) && setSet(value)}>
          <TabsList aria-label="Embed type">
            {EMBED_OPTION_SETS.map((each) => (
              <TabsTrigger key={each} value={each}>
                {EMBED_SETS[each].label}
              </TabsTrigger>
            ))}
          </TabsList>
          {EMBED_OPTION_SETS.map((each) => (
            <TabsContent key={each} value={each} className="pt-4">
              <fieldset className="flex flex-col gap-2">
                <legend className="pb-2 text-sm font-semibold">{EMBED_SETS[each].label} options</legend>
                {EMBED_SETS[each].options.map((candidate) => (
                  <OptionChoice
                    key={candidate.id}
                    name={`${ids}-${each}`}
                    option={candidate}
                    checked={chosen[each] === candidate.id}
                    onChoose={() => setChosen((current) => ({ ...current, [each]: candidate.id }))}
                  />
                ))}
              </fieldset>
            </TabsContent>
          ))}
        </Tabs>

        <div className="card grid gap-4 p-4 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-semibold sm:col-span-2">
            Embed source
            <Input
              type="url"
              value={source}
              onChange={(event) => setSource(event.target.value)}
              aria-invalid={!snippet.ok}
              aria-describedby={snippet.ok ? undefined : `${ids}-source-error`}
              className="font-normal"
            />
            {!snippet.ok && (
              <span id={`${ids}-source-error`} className="font-normal text-red-700 dark:text-red-300">
                {snippet.error}
              </span>
            )}
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Category
            <select
              value={category}
              onChange={(event) => setCategory(event.target.value as CategoryFilter)}
              className="h-10 rounded-md border border-input bg-cream-50 px-2 font-normal dark:bg-night-900"
            >
              {FILTER_CATEGORIES.map((each) => (
                <option key={each} value={each}>
                  {categoryLabel(each)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${ids}-count`} className="flex flex-col gap-1 text-sm font-semibold">
            Number of articles
            <Input
              id={`${ids}-count`}
              type="number"
              min={1}
              max={EMBED_MAX_LIMIT}
              value={count}
              // Out of range is pulled back in, so the code is always one the feed accepts.
              onChange={(event) => setCount(Math.min(EMBED_MAX_LIMIT, Math.max(1, Math.round(Number(event.target.value) || 1))))}
              className="font-normal"
            />
          </label>
          <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
            <legend className="pb-1 font-semibold">Theme</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {EMBED_THEMES.map((each) => (
                <span key={each} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    id={`${ids}-theme-${each}`}
                    type="radio"
                    name={`${ids}-theme`}
                    value={each}
                    checked={theme === each}
                    onChange={() => setTheme(each)}
                  />
                  <label htmlFor={`${ids}-theme-${each}`}>{THEME_LABELS[each]}</label>
                </span>
              ))}
            </div>
          </fieldset>
        </div>

        {snippet.ok && <CodeBox code={snippet.code} />}
      </div>

      <section aria-labelledby={`${ids}-preview`} className="flex min-w-0 flex-col gap-2">
        <h2 id={`${ids}-preview`} className="font-serif text-xl font-bold">
          Live preview
        </h2>
        <p className="text-sm text-muted-foreground">
          {option.label} · {sizeLabel(option.size)}. The preview shows this site&apos;s feed with your choices.
        </p>
        <Preview
          option={option}
          query={snippet.ok ? new URL(snippet.src).search : ''}
          category={category}
          count={count}
          theme={theme}
        />
      </section>
    </div>
  );
}

function OptionChoice({
  name,
  option,
  checked,
  onChoose,
}: {
  name: string;
  option: EmbedOption;
  checked: boolean;
  onChoose: () => void;
}) {
  const id = `${name}-${option.id}`;
  return (
    <div className={`flex items-start gap-3 rounded-lg border p-3 ${checked ? 'border-primary bg-accent' : 'border-input'}`}>
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        className="mt-1"
        aria-describedby={`${id}-about`}
      />
      <label htmlFor={id} className="flex cursor-pointer flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-semibold">
          {option.label}
          {option.recommended && (
            <span className="rounded-full bg-sage-700 px-2 py-0.5 text-xs font-semibold text-cream-50 dark:bg-sage-300 dark:text-night-900">
              Recommended
            </span>
          )}
        </span>
        <span id={`${id}-about`} className="text-sm text-soft-foreground">
          {option.description} <span className="text-xs text-muted-foreground">{sizeLabel(option.size)}</span>
        </span>
      </label>
    </div>
  );
}

function CodeBox({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard
      .writeText(code)
      .then(() => setCopied(true))
      // The spec: a clipboard failure is ignored for embed codes (the code stays selectable in the box).
      .catch(() => undefined);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          Embed code
        </label>
        <Button variant="sage" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={code}
        rows={8}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-input bg-cream-50 p-3 font-mono text-xs dark:bg-night-900"
      />
      <p role="status" className="min-h-5 text-sm text-sage-800 dark:text-sage-200">
        {copied ? EMBED_TEXT.copied : ''}
      </p>
    </div>
  );
}

/**
 * The chosen option on this site: the frame of /embed at the option's size, grown to the height the
 * page reports (as the snippet's listener does), or the script widget in a frame of its own, so its
 * Shadow DOM root sits in a plain page as it would on the host's.
 */
function Preview({
  option,
  query,
  category,
  count,
  theme,
}: {
  option: EmbedOption;
  query: string;
  category: CategoryFilter;
  count: number;
  theme: EmbedTheme;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isEmbedHeightMessage(event.data)) return;
      if (frame.current && event.source === frame.current.contentWindow)
        frame.current.style.height = `${Math.ceil(event.data.height)}px`;
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  if (option.kind === 'script') {
    const widget = `<div ${EMBED_WIDGET_ATTRIBUTE} data-category="${category}" data-count="${count}" data-theme="${theme}"></div>`;
    return (
      <iframe
        key={widget}
        title="Preview of the embedded feed"
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="margin:8px">${widget}<script src="/embed.js" async></script>`}
        className="h-[800px] w-full rounded-lg border border-input bg-white"
      />
    );
  }
  const src = `${EMBED_PATH}${query}`;
  const title = 'Preview of the embedded feed';
  if (option.size.kind === 'aspect') {
    return (
      <div
        className="relative h-0 w-full overflow-hidden rounded-lg border border-input"
        style={{ paddingBottom: option.size.paddingBottom }}
      >
        <iframe key={src} ref={frame} src={src} title={title} className="absolute inset-0 size-full border-0" />
      </div>
    );
  }
  const length = (value: string) => (/^\d+$/.test(value) ? `${value}px` : value);
  return (
    <div className="overflow-x-auto">
      <iframe
        key={src}
        ref={frame}
        src={src}
        title={title}
        style={{ width: length(option.size.width), height: length(option.size.height) }}
        className="max-w-full rounded-lg border border-input"
      />
    </div>
  );
}
