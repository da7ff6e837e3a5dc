/**
 * Drops from a page's inlined CSS the custom properties nothing on the page reads. Tailwind
 * declares every theme variable (`@layer theme`) and registers every `--tw-*` property it uses
 * anywhere (`@property`, and again in the `@layer properties` fallback for browsers without
 * `@property`); a page's inlined rules read a fraction of them. A property that no `var()` in the
 * page reads (in its CSS, style attributes or SVG) changes nothing that page shows, and the full
 * stylesheet, which declares them all, arrives before any code adds new elements.
 */

/** `@property --name{…}`: a registration, no nested braces. */
const REGISTRATION = /@property (--[\w-]+)\{[^{}]*\}/g;
/** The blocks whose declarations are only custom properties: the theme and the fallback. */
const DECLARATION_BLOCK = /@layer (?:theme|properties)\{/g;
const READ = /var\(\s*(--[\w-]+)/g;

function reads(text: string): string[] {
  return [...text.matchAll(READ)].map((match) => match[1]!);
}

/** The end of the block opened at `open` (the index of its `{`), or -1. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** A declaration list split at its top-level semicolons (not inside quotes or parentheses). */
function declarations(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index]!;
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === ";" && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.filter((part) => part.trim() !== "");
}

interface Declaration {
  name: string;
  value: string;
}

/** The custom property declarations of the theme and fallback blocks, with where their lists are. */
function declarationLists(css: string) {
  const lists: Array<{ start: number; end: number; declarations: Declaration[] }> = [];
  for (const block of css.matchAll(DECLARATION_BLOCK)) {
    const open = block.index + block[0].length - 1;
    const end = blockEnd(css, open);
    if (end === -1) continue;
    // Each innermost `{…}` of the block is a list of declarations (`:root{…}`, `*,:before{…}`).
    for (const inner of css.slice(open + 1, end).matchAll(/\{([^{}]*)\}/g)) {
      const start = open + 1 + inner.index + 1;
      const parsed = declarations(inner[1]!).map((part) => {
        const colon = part.indexOf(":");
        return { name: part.slice(0, colon).trim(), value: part.slice(colon + 1) };
      });
      if (parsed.every((declaration) => declaration.name.startsWith("--"))) {
        lists.push({ start, end: start + inner[1]!.length, declarations: parsed });
      }
    }
  }
  return lists;
}

/**
 * The inlined CSS without the registrations, theme variables and fallback values of custom
 * properties that nothing in the page reads. `page` is the rest of the page (its markup), whose
 * style attributes may read variables too.
 */
export function pruneCustomProperties(css: string, page: string): string {
  const lists = declarationLists(css);
  // What the rules themselves read: the CSS without the declaration lists and registrations.
  let rules = css;
  for (const list of [...lists].reverse()) {
    rules = rules.slice(0, list.start) + rules.slice(list.end);
  }
  rules = rules.replace(REGISTRATION, "");
  const read = new Set([...reads(rules), ...reads(page)]);
  // A kept variable may read others (`--default-font-family: var(--font-sans)`).
  const declared = lists.flatMap((list) => list.declarations);
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, value } of declared) {
      if (!read.has(name)) continue;
      for (const other of reads(value)) {
        if (!read.has(other)) {
          read.add(other);
          grew = true;
        }
      }
    }
  }
  let pruned = css;
  for (const list of [...lists].reverse()) {
    const kept = list.declarations.filter(({ name }) => read.has(name));
    const text = kept.map(({ name, value }) => `${name}:${value}`).join(";");
    pruned = pruned.slice(0, list.start) + text + pruned.slice(list.end);
  }
  return pruned.replace(REGISTRATION, (rule, name: string) => (read.has(name) ? rule : ""));
}
