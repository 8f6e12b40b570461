import { parseInputText, RenderInputError } from '../../lib/render/documents';

describe('parseInputText', () => {
  test('reads multi-document YAML, skipping empty documents, remembering file and index', () => {
    const docs = parseInputText('a.yaml', '---\n# nothing\n---\nkind: A\napiVersion: v1\n---\nkind: B\napiVersion: v1\n');
    expect(docs.map((d) => [d.file, d.index, d.object.kind])).toEqual([
      ['a.yaml', 1, 'A'],
      ['a.yaml', 2, 'B'],
    ]);
  });

  test('reads JSON', () => {
    expect(parseInputText('a.json', '{"apiVersion":"v1","kind":"Secret"}').map((d) => d.object.kind)).toEqual(['Secret']);
  });

  test('flattens a List', () => {
    const docs = parseInputText('l.json', JSON.stringify({ apiVersion: 'v1', kind: 'List', items: [{ kind: 'A' }, { kind: 'B' }] }));
    expect(docs.map((d) => [d.index, d.object.kind])).toEqual([
      [0, 'A'],
      [0, 'B'],
    ]);
  });

  test('bad YAML names the file, line, column and document index', () => {
    expect(() => parseInputText('bad.yaml', 'kind: A\n---\nkind: [unclosed\n')).toThrow(/^bad\.yaml:4:1: document 1: not valid YAML or JSON/);
  });

  test('a document that is not an object names the file and document index', () => {
    const err = (() => {
      try {
        parseInputText('s.yaml', 'kind: A\n---\n- a\n- b\n');
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(RenderInputError);
    expect((err as Error).message).toBe('s.yaml: document 1: must be an object with apiVersion and kind');
  });
});
