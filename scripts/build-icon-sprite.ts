/**
 * Writes app/ui/icon-sprite.svg: one <symbol> per icon that app/ui/icons.tsx names, drawn from the
 * icon data Lucide ships (decision 0118). Run after adding an icon there: npm run icons
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICONS_MODULE = path.join(ROOT, 'app/ui/icons.tsx');
export const SPRITE_FILE = path.join(ROOT, 'app/ui/icon-sprite.svg');
const LUCIDE_ICONS = path.join(ROOT, 'node_modules/lucide-react/dist/esm/icons');

type IconNode = [tag: string, attributes: Record<string, string>][];

/** The Lucide icon ids app/ui/icons.tsx draws, in its order. */
export function iconIds(source = fs.readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...source.matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]!);
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

async function symbol(id: string): Promise<string> {
  const file = path.join(LUCIDE_ICONS, `${id}.mjs`);
  if (!fs.existsSync(file)) throw new Error(`app/ui/icons.tsx names '${id}', which Lucide does not have`);
  const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode; size: number } };
  const shapes = __iconData.node.map(([tag, attributes]) => {
    const text = Object.entries(attributes)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${text}/>`;
  });
  return `<symbol id="${id}" viewBox="0 0 ${__iconData.size} ${__iconData.size}">${shapes.join('')}</symbol>`;
}

/** The sprite's text: its symbols one to a line, so a change to one icon is one line of the diff. */
export async function iconSprite(ids = iconIds()): Promise<string> {
  const symbols = await Promise.all(ids.map(symbol));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sprite = await iconSprite();
  fs.writeFileSync(SPRITE_FILE, sprite);
  console.log(`${path.relative(ROOT, SPRITE_FILE)}: ${iconIds().length} icons, ${(sprite.length / 1024).toFixed(1)} KB.`);
}
