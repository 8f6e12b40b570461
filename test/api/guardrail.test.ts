import { DEFAULT_BLOCKED_REASON, modesFor, parseGuardrail } from '../../lib/api/guardrail';
import { CATALOG_GUARDRAIL, EXTERNAL_GUARDRAIL, guardrail } from '../plan/fixtures';

function spec(s: Record<string, unknown>, name = 'pii') {
  const r = parseGuardrail(guardrail(s, name));
  if (!r.value) throw new Error(r.errors.toString());
  return r.value.spec;
}

function errors(s: unknown, metadata: unknown = { name: 'pii', namespace: 'team-a' }) {
  return parseGuardrail({ apiVersion: 'platform.aigw.dev/v1alpha1', kind: 'Guardrail', metadata: metadata as never, spec: s }).errors.toString();
}

describe('Guardrail defaults', () => {
  test('a catalog guardrail is named after its catalog key, on by default, fail_closed, info logging', () => {
    const s = spec(CATALOG_GUARDRAIL);
    expect(s.guardrailName).toBe('pseudonymizer');
    expect(s.defaultOn).toBe(true);
    expect(s.unreachableFallback).toBe('fail_closed');
    expect(s.logLevel).toBe('info');
    expect(s.blockedReason).toBe(DEFAULT_BLOCKED_REASON);
  });

  test('an external guardrail is named after the resource and off by default', () => {
    const s = spec(EXTERNAL_GUARDRAIL, 'moderation');
    expect(s.guardrailName).toBe('moderation');
    expect(s.defaultOn).toBe(false);
    expect(s.unreachableFallback).toBe('fail_closed');
  });

  test('guardrailName and defaultOn override the defaults', () => {
    const s = spec({ ...CATALOG_GUARDRAIL, guardrailName: 'mask', defaultOn: false });
    expect(s.guardrailName).toBe('mask');
    expect(s.defaultOn).toBe(false);
  });

  test('external.unreachableFallback fail_open is kept', () => {
    expect(spec({ mode: 'external', external: { apiBase: 'http://g:1', unreachableFallback: 'fail_open' } }).unreachableFallback).toBe('fail_open');
  });

  test.each([
    ['pseudonymizer on proxy', CATALOG_GUARDRAIL, 'proxy', ['pre_call', 'post_call']],
    ['pseudonymizer on alt', CATALOG_GUARDRAIL, 'alt', ['pre_call', 'during_call', 'post_call']],
    ['external on proxy', EXTERNAL_GUARDRAIL, 'proxy', ['pre_call']],
    ['explicit modes', { ...EXTERNAL_GUARDRAIL, modes: ['post_call', 'logging_only'] }, 'proxy', ['post_call', 'logging_only']],
  ] as const)('modes of %s', (_name, s, type, modes) => {
    expect(modesFor(spec(s as Record<string, unknown>), type)).toEqual(modes);
  });

  test('params are merged over the engine defaults, a given key winning', () => {
    expect(spec({ ...CATALOG_GUARDRAIL, params: { allow_list: ['Acme'], entities: ['person'] } }).params).toEqual({
      allow_list: ['Acme'],
      entities: ['person'],
    });
    expect(spec(CATALOG_GUARDRAIL).params).toEqual({ entities: ['person', 'organization'] });
  });

  test('the apiBase loses a trailing slash and the api key stays a reference', () => {
    const s = spec({ mode: 'external', external: { apiBase: 'https://g.example.com/', apiKeySecretRef: { name: 'k', key: 'v' } } });
    expect(s.external).toEqual({ apiBase: 'https://g.example.com', apiKeySecretRef: { name: 'k', key: 'v' } });
  });

  test('spec.alt settings are parsed when given', () => {
    expect(spec({ ...EXTERNAL_GUARDRAIL, alt: { path: '/v1/check', timeoutMs: 500, role: 'policy', forwardIdentity: true } }).alt).toEqual({
      path: '/v1/check',
      timeoutMs: 500,
      role: 'policy',
      forwardIdentity: true,
    });
  });
});

describe('Guardrail errors name the field path', () => {
  test.each([
    [{}, 'spec.mode: is required'],
    [{ mode: 'magic' }, 'spec.mode: must be one of catalog, external, got "magic"'],
    [{ mode: 'catalog' }, 'spec.catalog: is required'],
    [{ mode: 'catalog', catalog: 'nope' }, 'spec.catalog: must be one of pseudonymizer, got "nope"'],
    [{ mode: 'external' }, 'spec.external: is required'],
    [{ mode: 'external', external: { apiBase: 'ftp://x' } }, 'spec.external.apiBase: must be an http(s) URL, got "ftp://x"'],
    [{ mode: 'external', external: { apiBase: 'http://x', unreachableFallback: 'retry' } }, 'spec.external.unreachableFallback: must be one of fail_closed, fail_open, got "retry"'],
    [{ mode: 'external', external: { apiBase: 'http://x', apiKeySecretRef: { name: 'k' } } }, 'spec.external.apiKeySecretRef.key: is required'],
    [{ ...CATALOG_GUARDRAIL, modes: ['pre_call', 'sometimes'] }, 'spec.modes[1]: must be one of pre_call, post_call, during_call, logging_only, got "sometimes"'],
    [{ ...CATALOG_GUARDRAIL, modes: ['pre_call', 'pre_call'] }, 'spec.modes[1]: duplicates "pre_call"'],
    [{ ...CATALOG_GUARDRAIL, logLevel: 'trace' }, 'spec.logLevel: must be one of debug, info, warn, error, got "trace"'],
    [{ ...CATALOG_GUARDRAIL, defaultOn: 'yes' }, 'spec.defaultOn: must be true or false, got string "yes"'],
    [{ ...CATALOG_GUARDRAIL, params: [1] }, 'spec.params: must be an object, got a list'],
    [{ ...CATALOG_GUARDRAIL, external: { apiBase: 'http://x' } }, 'spec.external: must not be set when mode is catalog'],
    [{ ...CATALOG_GUARDRAIL, alt: { timeoutMs: 0 } }, 'spec.alt.timeoutMs: must be at least 1, got 0'],
    [{ ...CATALOG_GUARDRAIL, alt: { path: 'check' } }, "spec.alt.path: must start with '/', got \"check\""],
    ['catalog', 'spec: must be an object, got string "catalog"'],
  ])('%j -> %s', (s, message) => {
    expect(errors(s)).toContain(message);
  });

  test('a missing spec and a missing name are both reported', () => {
    const msg = errors(undefined, {});
    expect(msg).toContain('metadata.name: is required');
    expect(msg).toContain('spec: is required');
  });

  test('an object name that is not a DNS name is reported', () => {
    expect(errors(CATALOG_GUARDRAIL, { name: 'Bad_Name' })).toContain('metadata.name: must be a DNS subdomain');
  });
});
