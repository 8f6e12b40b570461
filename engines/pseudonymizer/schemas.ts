/**
 * JSON schemas of the two protocols' request bodies. Fastify validates them before a handler
 * runs, so a bad body is a 400 naming the field (`body/texts/0 must be string`), never a crash.
 * Unknown fields are allowed: LiteLLM adds fields from release to release.
 */

export interface BodyLimits {
  /** Texts per call. */
  readonly maxTexts: number;
  /** Characters per text. */
  readonly maxTextChars: number;
  /** Entries per allow or deny list. */
  readonly maxListEntries: number;
}

const optionalString = { type: ['string', 'null'], maxLength: 1024 } as const;

function nameList(limits: BodyLimits) {
  return {
    type: ['array', 'null'],
    maxItems: limits.maxListEntries,
    items: { type: 'string', minLength: 1, maxLength: 256 },
  } as const;
}

/** The guardrail params (`additional_provider_specific_params` / `params`) this engine reads. */
export function paramsSchema(limits: BodyLimits) {
  return {
    type: ['object', 'null'],
    properties: {
      allow_list: nameList(limits),
      deny_list: nameList(limits),
      deny_list_organizations: nameList(limits),
      entities: {
        type: ['array', 'null'],
        uniqueItems: true,
        items: { type: 'string', enum: ['person', 'organization'] },
      },
    },
  } as const;
}

/** LiteLLM's generic guardrail API request (`GenericGuardrailAPIRequest`, LiteLLM 1.81). */
export function guardrailApiBodySchema(limits: BodyLimits) {
  return {
    type: 'object',
    required: ['input_type'],
    properties: {
      input_type: { type: 'string', enum: ['request', 'response'] },
      texts: {
        type: ['array', 'null'],
        maxItems: limits.maxTexts,
        items: { type: 'string', maxLength: limits.maxTextChars },
      },
      structured_messages: { type: ['array', 'null'] },
      images: { type: ['array', 'null'] },
      tools: { type: ['array', 'null'] },
      tool_calls: { type: ['array', 'null'] },
      litellm_call_id: optionalString,
      litellm_trace_id: optionalString,
      litellm_version: optionalString,
      model: optionalString,
      request_data: {
        type: ['object', 'null'],
        properties: {
          user_api_key_end_user_id: optionalString,
          user_api_key_user_id: optionalString,
        },
      },
      request_headers: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
      additional_provider_specific_params: paramsSchema(limits),
    },
  } as const;
}

/** This engine's alt guardrail protocol request (`POST /v1/alt/check`). */
export function altCheckBodySchema(limits: BodyLimits) {
  return {
    type: 'object',
    required: ['phase', 'content', 'request_id'],
    properties: {
      phase: { type: 'string', enum: ['pre_call', 'during_call', 'post_call'] },
      content: {
        anyOf: [
          { type: 'string', maxLength: limits.maxTextChars },
          { type: 'array', maxItems: limits.maxTexts, items: { type: 'string', maxLength: limits.maxTextChars } },
        ],
      },
      identity: optionalString,
      session_id: optionalString,
      request_id: { type: 'string', minLength: 1, maxLength: 1024 },
      stream_done: { type: 'boolean' },
      params: paramsSchema(limits),
    },
  } as const;
}
