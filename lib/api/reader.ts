/**
 * A small reader over untrusted JSON (a custom resource's spec as the API server or a file gives
 * it). Every accessor checks the type, records a {@link FieldError} naming the full field path on
 * a mismatch, and returns `undefined` instead of throwing, so one pass reports every mistake and
 * `plan()` never throws on bad input.
 */

/** One problem with one field, e.g. `{ path: 'spec.models[1].model', message: 'is required' }`. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** Collects field errors across one parse. */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  add(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  get list(): readonly FieldError[] {
    return [...this.errors];
  }

  get empty(): boolean {
    return this.errors.length === 0;
  }

  /** `spec.mode: is required; spec.catalog: must be one of pseudonymizer` */
  toString(): string {
    return this.errors.map((e) => `${e.path}: ${e.message}`).join('; ');
  }
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`;
}

export interface FieldOptions {
  /** Record an error when the field is absent. @default false */
  readonly required?: boolean;
}

export interface NumberOptions extends FieldOptions {
  /** @default -{@link MAX_NUMBER} for numbers, {@link INT32_MIN} for whole numbers */
  readonly min?: number;
  /** @default {@link MAX_NUMBER} for numbers, {@link INT32_MAX} for whole numbers */
  readonly max?: number;
}

/**
 * Bounds of a number no field asks for more than: integers past 2^53 lose precision in JSON, and
 * `1e308` is an attack, not a budget.
 */
export const MAX_NUMBER = Number.MAX_SAFE_INTEGER;
/** Bounds of a whole number: Kubernetes counts (`replicas`, ports, seconds) are int32. */
export const INT32_MAX = 2 ** 31 - 1;
export const INT32_MIN = -(2 ** 31);

/** Typed, path-aware access to one JSON object. */
export class SpecReader {
  /**
   * Reads `value` as an object at `path`. A non-object records an error and reads as empty.
   * `undefined` reads as empty without an error unless `required`.
   */
  static of(value: unknown, path: string, errors: FieldErrors, options: FieldOptions = {}): SpecReader {
    if (value === undefined || value === null) {
      if (options.required) errors.add(path, 'is required');
      return new SpecReader({}, path, errors, false);
    }
    if (!isObject(value)) {
      errors.add(path, `must be an object, got ${describe(value)}`);
      return new SpecReader({}, path, errors, false);
    }
    return new SpecReader(value, path, errors, true);
  }

  private constructor(
    private readonly value: Json,
    /** The field path of this object, e.g. `spec.instance`. */
    readonly path: string,
    readonly errors: FieldErrors,
    /** False when the object was absent or not an object. */
    readonly present: boolean,
  ) {}

  /** The path of a child field. */
  at(key: string): string {
    return `${this.path}.${key}`;
  }

  has(key: string): boolean {
    return this.value[key] !== undefined && this.value[key] !== null;
  }

  /** Keys present on the object (for unknown-field and unsupported-field checks). */
  keys(): string[] {
    return Object.keys(this.value).filter((k) => this.has(k));
  }

  /** The raw value, for callers that need to pass arbitrary JSON through. */
  raw(key: string): unknown {
    return this.value[key];
  }

  error(key: string, message: string): void {
    this.errors.add(this.at(key), message);
  }

  private missing(key: string, options: FieldOptions): boolean {
    if (this.has(key)) return false;
    if (options.required) this.error(key, 'is required');
    return true;
  }

  string(key: string, options: FieldOptions = {}): string | undefined {
    if (this.missing(key, options)) return undefined;
    const v = this.value[key];
    if (typeof v !== 'string') {
      this.error(key, `must be a string, got ${describe(v)}`);
      return undefined;
    }
    if (options.required && v.length === 0) {
      this.error(key, 'must not be empty');
      return undefined;
    }
    return v;
  }

  bool(key: string, options: FieldOptions = {}): boolean | undefined {
    if (this.missing(key, options)) return undefined;
    const v = this.value[key];
    if (typeof v !== 'boolean') {
      this.error(key, `must be true or false, got ${describe(v)}`);
      return undefined;
    }
    return v;
  }

  number(key: string, options: NumberOptions = {}): number | undefined {
    if (this.missing(key, options)) return undefined;
    const v = this.value[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.error(key, `must be a number, got ${describe(v)}`);
      return undefined;
    }
    const min = options.min ?? -MAX_NUMBER;
    const max = options.max ?? MAX_NUMBER;
    if (v < min) {
      this.error(key, `must be at least ${min}, got ${v}`);
      return undefined;
    }
    if (v > max) {
      this.error(key, `must be at most ${max}, got ${v}`);
      return undefined;
    }
    return v;
  }

  int(key: string, options: NumberOptions = {}): number | undefined {
    const v = this.number(key, { ...options, min: options.min ?? INT32_MIN, max: options.max ?? INT32_MAX });
    if (v !== undefined && !Number.isInteger(v)) {
      this.error(key, `must be a whole number, got ${v}`);
      return undefined;
    }
    return v;
  }

  enum<T extends string>(key: string, values: readonly T[], options: FieldOptions = {}): T | undefined {
    const v = this.string(key, options);
    if (v === undefined) return undefined;
    if (!(values as readonly string[]).includes(v)) {
      this.error(key, `must be one of ${values.join(', ')}, got ${JSON.stringify(v)}`);
      return undefined;
    }
    return v as T;
  }

  /** A nested object; absent reads as an empty reader with `present: false`. */
  object(key: string, options: FieldOptions = {}): SpecReader {
    return SpecReader.of(this.value[key], this.at(key), this.errors, options);
  }

  /** A list of objects, each as a reader with an indexed path (`spec.models[0]`). */
  objects(key: string, options: FieldOptions = {}): SpecReader[] {
    const list = this.list(key, options);
    return (list ?? []).map((item, i) => SpecReader.of(item, `${this.at(key)}[${i}]`, this.errors, { required: true }));
  }

  /** A list of strings. */
  strings(key: string, options: FieldOptions = {}): string[] | undefined {
    const list = this.list(key, options);
    if (list === undefined) return undefined;
    const out: string[] = [];
    list.forEach((item, i) => {
      if (typeof item === 'string') out.push(item);
      else this.errors.add(`${this.at(key)}[${i}]`, `must be a string, got ${describe(item)}`);
    });
    return out;
  }

  /** A map of string to string. */
  stringMap(key: string, options: FieldOptions = {}): Record<string, string> | undefined {
    if (this.missing(key, options)) return undefined;
    const v = this.value[key];
    if (!isObject(v)) {
      this.error(key, `must be an object, got ${describe(v)}`);
      return undefined;
    }
    const out: Record<string, string> = {};
    for (const [k, item] of Object.entries(v)) {
      if (typeof item === 'string') out[k] = item;
      else this.errors.add(`${this.at(key)}.${k}`, `must be a string, got ${describe(item)}`);
    }
    return out;
  }

  /** Arbitrary JSON object, passed through as is. */
  json(key: string, options: FieldOptions = {}): Record<string, unknown> | undefined {
    if (this.missing(key, options)) return undefined;
    const v = this.value[key];
    if (!isObject(v)) {
      this.error(key, `must be an object, got ${describe(v)}`);
      return undefined;
    }
    return v;
  }

  private list(key: string, options: FieldOptions): unknown[] | undefined {
    if (this.missing(key, options)) return undefined;
    const v = this.value[key];
    if (!Array.isArray(v)) {
      this.error(key, `must be a list, got ${describe(v)}`);
      return undefined;
    }
    return v;
  }
}
