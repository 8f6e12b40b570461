/**
 * Input of `aigw render`: the text of one file -> its documents, each remembered with the file and
 * index it came from so every error can name them. Multi-document YAML and JSON (JSON is YAML) are
 * read alike; a `List` (`kind: List` or `*List` with `items`) is flattened. Pure: the CLI reads files.
 */
import { parseAllDocuments } from 'yaml';

export interface InputDocument {
  readonly file: string;
  /** 0-based index of the document in its file. */
  readonly index: number;
  readonly object: Record<string, unknown>;
}

/** Bad input: names the file and document index. */
export class RenderInputError extends Error {
  constructor(
    readonly file: string,
    readonly index: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${index !== undefined ? `: document ${index}` : ''}: ${reason}`);
    this.name = 'RenderInputError';
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses one file's text. Empty documents (a lone `---`, comments) are skipped. */
export function parseInputText(file: string, text: string): InputDocument[] {
  const out: InputDocument[] = [];
  const docs = parseAllDocuments(text, { prettyErrors: false });
  docs.forEach((doc, index) => {
    if (doc.errors.length > 0) throw new RenderInputError(file, index, `not valid YAML or JSON: ${doc.errors[0].message}`);
    const value: unknown = doc.toJS({ maxAliasCount: 100 });
    if (value === null || value === undefined) return;
    if (!isObject(value)) throw new RenderInputError(file, index, 'must be an object with apiVersion and kind');
    const kind = value.kind;
    if (typeof kind === 'string' && kind.endsWith('List') && Array.isArray(value.items)) {
      value.items.forEach((item, i) => {
        if (!isObject(item)) throw new RenderInputError(file, index, `items[${i}] must be an object with apiVersion and kind`);
        out.push({ file, index, object: item });
      });
      return;
    }
    out.push({ file, index, object: value });
  });
  return out;
}
