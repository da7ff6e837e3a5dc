/** Fills "{name}" placeholders: fill("{name} menu", { name: "Products" }) → "Products menu". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
