/**
 * Feeds inputs to the engine through both protocols and checks every answer against the
 * invariants of {@link ./invariants}. Problems are collected, named by the input's label, so one
 * test reports every input of its corpus that failed, not only the first.
 */
import type { EngineProcess } from './engine-process';
import { CALL_TIMEOUT_MS, postJson, type CallOutcome } from './http-call';
import { PLACEHOLDER, echoedWords, firstDifference, namesLeftStanding } from './invariants';
import type { SeededRandom } from './seeded-random';

const GUARDRAIL_PATH = '/beta/litellm_basic_guardrail_api';
const ALT_PATH = '/v1/alt/check';
const GUARDRAIL_ACTIONS = ['NONE', 'GUARDRAIL_INTERVENED', 'BLOCKED'];
const ALT_ACTIONS = ['pass', 'rewrite', 'block'];

/** The engine's default limits (`aigw engine pseudonymizer` without flags). */
export const ENGINE_LIMITS = { maxTexts: 512, maxTextChars: 262_144, bodyLimitBytes: 1_048_576 } as const;

/** A restore call is cut into pieces this small and bodies this large, well inside the limits. */
const PIECE_CHARS = 200_000;
const BATCH_BYTES = 900_000;

/** Hangs one test tolerates before it stops sending (each costs the full timeout). */
const MAX_HANGS = 2;

/** One call's worth of input: a label that names the corpus and case, and its texts. */
export interface ProbeInput {
  readonly label: string;
  readonly texts: readonly string[];
  /** Also stream the masked text back through the alt protocol's during_call (one small text only). */
  readonly stream?: boolean;
}

/** How the engine answered the masking call of one input. */
export type Verdict = 'masked' | 'unchanged' | 'blocked' | 'failed';

let callSeq = 0;
/** A call id no other call of the run uses, so every call has its own request scope. */
export function uniqueCallId(prefix: string): string {
  return `robustness-${process.pid}-${prefix}-${++callSeq}`;
}

interface GuardrailBody {
  action?: unknown;
  texts?: unknown;
  blocked_reason?: unknown;
}

interface AltBody {
  action?: unknown;
  content?: unknown;
  reason?: unknown;
}

/**
 * Cuts texts into pieces no larger than the engine accepts, never inside a placeholder (restoring
 * is a lookup per placeholder, so restoring the pieces and joining them is restoring the text) nor
 * between the two halves of a surrogate pair. Returns the pieces and, per piece, its text's index.
 */
function piecesOf(texts: readonly string[]): { pieces: string[]; owner: number[] } {
  const pieces: string[] = [];
  const owner: number[] = [];
  texts.forEach((text, index) => {
    let from = 0;
    while (text.length - from > PIECE_CHARS) {
      let cut = from + PIECE_CHARS;
      PLACEHOLDER.lastIndex = Math.max(from, cut - 32);
      for (let m = PLACEHOLDER.exec(text); m && m.index < cut; m = PLACEHOLDER.exec(text)) {
        if (m.index + m[0].length > cut) cut = m.index;
      }
      const c = text.charCodeAt(cut);
      if (c >= 0xdc00 && c <= 0xdfff) cut--;
      pieces.push(text.slice(from, cut));
      owner.push(index);
      from = cut;
    }
    pieces.push(text.slice(from));
    owner.push(index);
  });
  return { pieces, owner };
}

/** Groups texts into calls of at most 512 texts and about 900 kB of JSON each. */
function batches(texts: readonly string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const t of texts) {
    const size = Buffer.byteLength(JSON.stringify(t));
    if (current.length > 0 && (current.length >= ENGINE_LIMITS.maxTexts || bytes + size > BATCH_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(t);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export class Probe {
  /** Every problem found so far, each naming its input. */
  readonly problems: string[] = [];
  /** Masking verdicts per route, for the counts a test asserts and prints. */
  readonly verdicts = { guardrail: new Map<Verdict, number>(), alt: new Map<Verdict, number>() };

  /** The masked texts of the last masking call that masked something, for a test that knows a name in them. */
  lastMasked?: string[];
  /** Calls that never answered; past {@link MAX_HANGS} the rest of the test is not sent. */
  private hangs = 0;

  constructor(
    private readonly engine: EngineProcess,
    /** Where a stream is cut into chunks. */
    private readonly random: SeededRandom,
  ) {}

  /** Inputs sent so far on one route. */
  count(route: 'guardrail' | 'alt'): number {
    let n = 0;
    for (const v of this.verdicts[route].values()) n += v;
    return n;
  }

  /** A one-line summary of the verdicts, for the suite's output. */
  summary(): string {
    const fmt = (m: Map<Verdict, number>) => [...m].map(([k, v]) => `${k} ${v}`).join(', ');
    return `guardrail API: ${fmt(this.verdicts.guardrail)}; alt: ${fmt(this.verdicts.alt)}`;
  }

  /** Sends `input` through both protocols. */
  async both(input: ProbeInput): Promise<void> {
    await this.guardrail(input);
    await this.alt(input);
  }

  /**
   * The LiteLLM guardrail API: a request call, then the masked texts back as the response of the
   * same call id. Returns the masking call's verdict.
   */
  async guardrail(input: ProbeInput): Promise<Verdict> {
    const verdict = await this.guardrailRound(input);
    this.tally('guardrail', verdict);
    return verdict;
  }

  /** The alt protocol: pre_call, then post_call of the masked content with the same request id. */
  async alt(input: ProbeInput): Promise<Verdict> {
    const verdict = await this.altRound(input);
    this.tally('alt', verdict);
    return verdict;
  }

  private tally(route: 'guardrail' | 'alt', verdict: Verdict): void {
    this.verdicts[route].set(verdict, (this.verdicts[route].get(verdict) ?? 0) + 1);
  }

  private async guardrailRound(input: ProbeInput): Promise<Verdict> {
    const id = uniqueCallId('g');
    const answer = await this.call(input, 'request', GUARDRAIL_PATH, { input_type: 'request', texts: input.texts, litellm_call_id: id });
    if (!answer) return 'failed';
    const body = answer as GuardrailBody;
    if (!GUARDRAIL_ACTIONS.includes(body.action as string)) return this.fail(`${input.label}: request: action ${JSON.stringify(body.action)}`);
    if (body.action === 'BLOCKED') return this.checkBlocked(input, body.blocked_reason, 'request');
    if (body.action === 'NONE') return 'unchanged';
    const masked = body.texts;
    if (!Array.isArray(masked) || masked.length !== input.texts.length || masked.some((t) => typeof t !== 'string')) {
      return this.fail(`${input.label}: request: GUARDRAIL_INTERVENED without one masked text per input text`);
    }
    this.lastMasked = masked as string[];
    const restore = (texts: string[]) => this.guardrailRestore(input, id, texts);
    await this.checkMasked(input, masked as string[], restore);
    return 'masked';
  }

  /** Restores texts through response calls of call id `id`; undefined when a call failed. */
  private async guardrailRestore(input: ProbeInput, id: string, texts: string[]): Promise<string[] | undefined> {
    const out: string[] = [];
    for (const batch of batches(texts)) {
      const answer = await this.call(input, 'response', GUARDRAIL_PATH, { input_type: 'response', texts: batch, litellm_call_id: id });
      if (!answer) return undefined;
      const body = answer as GuardrailBody;
      if (body.action === 'NONE') {
        out.push(...batch);
      } else if (body.action === 'GUARDRAIL_INTERVENED' && Array.isArray(body.texts) && body.texts.length === batch.length) {
        out.push(...(body.texts as string[]));
      } else if (body.action === 'BLOCKED') {
        this.checkBlocked(input, body.blocked_reason, 'response');
        return undefined;
      } else {
        this.fail(`${input.label}: response: action ${JSON.stringify(body.action)} with ${JSON.stringify(typeof body.texts)} texts`);
        return undefined;
      }
    }
    return out;
  }

  private async altRound(input: ProbeInput): Promise<Verdict> {
    const id = uniqueCallId('a');
    const single = input.texts.length === 1;
    const content = single ? input.texts[0] : input.texts;
    const answer = await this.call(input, 'pre_call', ALT_PATH, { phase: 'pre_call', content, request_id: id });
    if (!answer) return 'failed';
    const body = answer as AltBody;
    if (!ALT_ACTIONS.includes(body.action as string)) return this.fail(`${input.label}: pre_call: action ${JSON.stringify(body.action)}`);
    if (body.action === 'block') return this.checkBlocked(input, body.reason, 'pre_call');
    const shapeOk = single ? typeof body.content === 'string' : Array.isArray(body.content) && body.content.length === input.texts.length;
    if (!shapeOk) return this.fail(`${input.label}: pre_call: ${body.action} without content of the shape sent`);
    const masked = single ? [body.content as string] : (body.content as string[]);
    if (body.action === 'pass') {
      if (masked.some((t, i) => t !== input.texts[i])) this.fail(`${input.label}: pre_call: pass with changed content`);
      return 'unchanged';
    }
    this.lastMasked = masked;
    await this.checkMasked(input, masked, (texts) => this.altRestore(input, id, texts));
    if (input.stream && single && masked[0].length <= 20_000) await this.checkStream(input, id, masked[0]);
    return 'masked';
  }

  private async altRestore(input: ProbeInput, id: string, texts: string[]): Promise<string[] | undefined> {
    const out: string[] = [];
    for (const batch of batches(texts)) {
      const answer = await this.call(input, 'post_call', ALT_PATH, { phase: 'post_call', content: batch, request_id: id });
      if (!answer) return undefined;
      const body = answer as AltBody;
      if ((body.action === 'pass' || body.action === 'rewrite') && Array.isArray(body.content) && body.content.length === batch.length) {
        out.push(...(body.content as string[]));
      } else if (body.action === 'block') {
        this.checkBlocked(input, body.reason, 'post_call');
        return undefined;
      } else {
        this.fail(`${input.label}: post_call: action ${JSON.stringify(body.action)}`);
        return undefined;
      }
    }
    return out;
  }

  /**
   * The masked text streamed back in chunks cut anywhere (placeholders split across chunks too),
   * as a model's stream arrives: what the engine releases, joined, is the original text.
   */
  private async checkStream(input: ProbeInput, id: string, masked: string): Promise<void> {
    const cuts = new Set<number>();
    const n = Math.min(12, masked.length);
    for (let i = 0; i < n; i++) cuts.add(this.random.int(1, masked.length));
    const bounds = [0, ...[...cuts].sort((a, b) => a - b)];
    if (bounds[bounds.length - 1] !== masked.length) bounds.push(masked.length);
    let released = '';
    for (let i = 1; i < bounds.length; i++) {
      const chunk = masked.slice(bounds[i - 1], bounds[i]);
      const done = i === bounds.length - 1;
      const answer = await this.call(input, 'during_call', ALT_PATH, { phase: 'during_call', content: chunk, request_id: id, stream_done: done });
      if (!answer) return;
      const body = answer as AltBody;
      if (body.action === 'block') {
        this.checkBlocked(input, body.reason, 'during_call');
        return;
      }
      if ((body.action !== 'pass' && body.action !== 'rewrite') || typeof body.content !== 'string') {
        this.fail(`${input.label}: during_call: action ${JSON.stringify(body.action)}`);
        return;
      }
      released += body.content;
    }
    if (released !== input.texts[0]) this.fail(`${input.label}: during_call: the stream restored inexactly ${firstDifference(input.texts[0], released)}`);
  }

  /**
   * A masked answer: restoring it gives back every text exactly, and no name the engine masked
   * somewhere is left standing elsewhere in the masked texts.
   */
  private async checkMasked(input: ProbeInput, masked: string[], restore: (texts: string[]) => Promise<string[] | undefined>): Promise<void> {
    const { pieces, owner } = piecesOf(masked);
    const restoredPieces = await restore(pieces);
    if (!restoredPieces) return;
    const restored = masked.map(() => '');
    restoredPieces.forEach((p, i) => (restored[owner[i]] += p));
    restored.forEach((text, i) => {
      if (text !== input.texts[i]) this.fail(`${input.label}: text ${i} restored inexactly ${firstDifference(input.texts[i], text)}`);
    });

    if (restored.some((text, i) => text !== input.texts[i])) return;

    const placeholders = [...new Set(masked.flatMap((t) => t.match(PLACEHOLDER) ?? []))];
    if (placeholders.length === 0) return;
    const originals = await restore(placeholders);
    if (!originals) return;
    const names = new Map(placeholders.map((p, i) => [p, originals[i]] as const).filter(([p, o]) => o !== p));
    const left = namesLeftStanding(input.texts, masked, names);
    if (left.length > 0) this.fail(`${input.label}: ${left.length} of ${names.size} masked names still stand unmasked elsewhere in the call`);
  }

  private checkBlocked(input: ProbeInput, reason: unknown, phase: string): Verdict {
    if (typeof reason !== 'string' || reason === '') {
      this.fail(`${input.label}: ${phase}: blocked without a reason`);
    } else {
      const echoed = echoedWords(input.texts, reason);
      if (echoed.length > 0) this.fail(`${input.label}: ${phase}: the blocked reason repeats ${echoed.length} word(s) of the input`);
    }
    return 'blocked';
  }

  /** One call; undefined (and a problem recorded) unless it answered 200 with a JSON object. */
  private async call(input: ProbeInput, phase: string, path: string, payload: unknown): Promise<object | undefined> {
    const label = input.label;
    if (this.hangs >= MAX_HANGS) {
      this.fail(`${label}: ${phase}: not sent, the engine already hung ${this.hangs} times in this test`);
      return undefined;
    }
    const outcome: CallOutcome = await postJson(`${this.engine.url}${path}`, payload);
    if (outcome.kind === 'timed-out') {
      this.hangs++;
      this.fail(`${label}: ${phase}: no answer within ${CALL_TIMEOUT_MS / 1000} s (engine restarted)`);
      await this.engine.restart();
      return undefined;
    }
    if (outcome.kind === 'failed') {
      const alive = this.engine.running;
      this.fail(`${label}: ${phase}: ${outcome.error}${alive ? '' : ' (the engine process died; restarted)'}`);
      await this.engine.restart();
      return undefined;
    }
    if (outcome.status !== 200 || typeof outcome.body !== 'object' || outcome.body === null) {
      const message = (outcome.body as { message?: unknown } | undefined)?.message;
      const detail = typeof message === 'string' ? message.slice(0, 100) : outcome.raw.slice(0, 100);
      this.fail(`${label}: ${phase}: HTTP ${outcome.status} ${JSON.stringify(detail)}`);
      const echoed = echoedWords(input.texts, outcome.raw);
      if (echoed.length > 0) this.fail(`${label}: ${phase}: the HTTP ${outcome.status} answer repeats ${echoed.length} word(s) of the input`);
      return undefined;
    }
    return outcome.body;
  }

  private fail(problem: string): 'failed' {
    this.problems.push(problem);
    return 'failed';
  }
}
