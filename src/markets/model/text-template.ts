/**
 * A translated sentence with its {{placeholders}} left in, filled many times cheaply. A table of hundreds of cells
 * asks i18next once per render for the sentence (t(key, { name: '{{name}}' })) and fills it per cell: i18next's own
 * interpolation, per cell, was a good part of a refresh's time.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholders of `names`, as values for t(): each variable comes out as its own {{name}}. */
export function placeholders<Name extends string>(...names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `{{${name}}}`])) as Record<Name, string>;
}
