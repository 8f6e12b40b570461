/**
 * Input of `aigw render`: the text of one file -> its documents, each remembered with the file and
 * index it came from so every error can name them. Multi-document YAML and JSON (JSON is YAML) are
 * read alike; a `List` (`kind: List` or `*List` with `items`) is flattened. Pure: the CLI reads files.
 *
 * Hostile input is expected: duplicate keys are found in one pass over each mapping (the YAML
 * library's own check compares every key with every other), aliases are capped, and any failure of
 * the parser is reported against the file, never as a bare exception.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments, type Document, type Node } from 'yaml';

/** 1-based line and column of a place in a file. */
export interface Position {
  readonly line: number;
  readonly col: number;
}

/** One step of a field path: a key of a mapping or an index of a list. */
export type PathSegment = string | number;

export interface InputDocument {
  readonly file: string;
  /** 0-based index of the document in its file. */
  readonly index: number;
  readonly object: Record<string, unknown>;
  /**
   * Where a field of {@link object} is written (the field's value, else the nearest parent that is
   * written). Only kept for `platform.aigw.dev` documents, the ones validated field by field.
   */
  readonly positionOf?: (path: readonly PathSegment[]) => Position | undefined;
}

/** Bad input: names the file, the document index and, when known, the line and column. */
export class RenderInputError extends Error {
  constructor(
    readonly file: string,
    readonly index: number | undefined,
    readonly reason: string,
    readonly position?: Position,
  ) {
    super(`${file}${position ? `:${position.line}:${position.col}` : ''}${index !== undefined ? `: document ${index}` : ''}: ${reason}`);
    this.name = 'RenderInputError';
  }
}

/** Aliases a document may expand; more is a "billion laughs" attack, not a manifest. */
export const MAX_ALIAS_COUNT = 100;

/** Documents whose fields are located for errors (the kinds validated against their CRD). */
const LOCATED_API_GROUP = 'platform.aigw.dev/';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The first key written twice in one mapping of `root`, with where it is written again. One walk
 * with an explicit stack (no recursion, so deep nesting cannot overflow) and a Set per mapping.
 */
function duplicateKey(root: Node | null): { key: string; offset: number | undefined } | undefined {
  const stack: unknown[] = root ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        const key = pair.key;
        if (isScalar(key)) {
          // Keys compare as the object keys they load as (`1` and `"1"` are both "1").
          const id = String(key.value);
          // `<<` is a merge key, repeatable by design.
          if (key.value !== '<<' && seen.has(id)) return { key: String(key.value), offset: key.range?.[0] };
          seen.add(id);
        } else if (key) {
          stack.push(key);
        }
        if (pair.value) stack.push(pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) stack.push(item);
    } else if (isPair(node)) {
      if (node.key) stack.push(node.key);
      if (node.value) stack.push(node.value);
    } else if (isAlias(node) || isScalar(node)) {
      // Leaves; an alias points at a node already walked.
    }
  }
  return undefined;
}

/**
 * Where the field at `path` under `node` is written: the key of a mapping entry (so an unknown field
 * points at its name), an item of a list, or, for a field that is not written, its nearest parent.
 */
function nodeAt(node: unknown, path: readonly PathSegment[]): { range?: [number, number, number] | null } | undefined {
  let current: unknown = node;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    let next: unknown;
    if (isMap(current)) {
      const pair = current.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      next = pair ? (i === path.length - 1 ? pair.key : (pair.value ?? pair.key)) : undefined;
    } else if (isSeq(current) && typeof segment === 'number') {
      next = current.items[segment];
    }
    if (next === undefined || next === null) break;
    current = next;
  }
  return current as { range?: [number, number, number] | null } | undefined;
}

function locator(node: unknown, lineCounter: LineCounter): (path: readonly PathSegment[]) => Position | undefined {
  return (path) => {
    const offset = nodeAt(node, path)?.range?.[0];
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, col };
  };
}

/** Parses one file's text. Empty documents (a lone `---`, comments) are skipped. */
export function parseInputText(file: string, text: string): InputDocument[] {
  const out: InputDocument[] = [];
  const lineCounter = new LineCounter();
  let docs: Document.Parsed[];
  try {
    // uniqueKeys: false — the library's check is quadratic in the keys of a mapping; ours is linear.
    const parsed = parseAllDocuments(text, { prettyErrors: false, uniqueKeys: false, lineCounter });
    docs = Array.isArray(parsed) ? parsed : [];
  } catch (err) {
    throw new RenderInputError(file, undefined, `not valid YAML or JSON: ${messageOf(err)}`);
  }
  const at = (offset: number | undefined): Position | undefined => {
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, col };
  };
  for (let index = 0; index < docs.length; index++) {
    const doc = docs[index];
    if (doc.errors.length > 0) {
      const e = doc.errors[0];
      throw new RenderInputError(file, index, `not valid YAML or JSON: ${e.message}`, at(e.pos?.[0]));
    }
    const duplicate = duplicateKey(doc.contents);
    if (duplicate) throw new RenderInputError(file, index, `duplicate key ${JSON.stringify(duplicate.key)}`, at(duplicate.offset));
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (err) {
      throw new RenderInputError(file, index, `cannot be loaded: ${messageOf(err)}`);
    }
    if (value === null || value === undefined) continue;
    if (!isObject(value)) throw new RenderInputError(file, index, 'must be an object with apiVersion and kind');
    const kind = value.kind;
    if (typeof kind === 'string' && kind.endsWith('List') && Array.isArray(value.items)) {
      const itemsNode = isMap(doc.contents) ? doc.contents.get('items', true) : undefined;
      value.items.forEach((item, i) => {
        if (!isObject(item)) throw new RenderInputError(file, index, `items[${i}] must be an object with apiVersion and kind`);
        out.push(located(file, index, item, isSeq(itemsNode) ? itemsNode.items[i] : undefined, lineCounter));
      });
      continue;
    }
    out.push(located(file, index, value, doc.contents, lineCounter));
  }
  return out;
}

function located(file: string, index: number, object: Record<string, unknown>, node: unknown, lineCounter: LineCounter): InputDocument {
  const keep = typeof object.apiVersion === 'string' && object.apiVersion.startsWith(LOCATED_API_GROUP) && node !== undefined;
  return keep ? { file, index, object, positionOf: locator(node, lineCounter) } : { file, index, object };
}
