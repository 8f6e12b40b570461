/**
 * A typical 2 KiB chat request, as LiteLLM sends it to the guardrail: a system prompt and a user
 * message that mention a handful of people and organizations.
 */
const PARAGRAPH =
  'Please draft a short status update for the steering group. Alice Johnson from Acme Corporation ' +
  'reviewed the migration plan with Bob Stone last Tuesday, and Maria Garcia asked whether the ' +
  'Initech contract covers the extra storage. The team at Globex Industries agreed to share their ' +
  'load-test results by Friday. Mention that the rollout window moved to the second week of the ' +
  'month, that the budget is unchanged, and that the open risks are the data export and the ' +
  'training sessions for the support staff. ';

export function chatTexts(): string[] {
  const system = 'You are a concise assistant that writes clear, friendly project updates.';
  let user = '';
  while (Buffer.byteLength(system + user) < 2048 - PARAGRAPH.length) user += PARAGRAPH;
  user += PARAGRAPH.slice(0, 2048 - Buffer.byteLength(system + user));
  return [system, user];
}

/**
 * The body LiteLLM sends for `texts`. `withMessages: false` leaves out `structured_messages` (a
 * second copy of the texts), so texts of up to the 1 MiB body limit fit in one body.
 */
export function guardrailBody(texts: string[], callId: string, inputType: 'request' | 'response', withMessages = true): string {
  return JSON.stringify({
    input_type: inputType,
    litellm_call_id: callId,
    litellm_trace_id: callId,
    structured_messages:
      inputType === 'request' && withMessages ? [{ role: 'system', content: texts[0] }, { role: 'user', content: texts[1] }] : null,
    images: null,
    tools: null,
    texts,
    request_data: { user_api_key_hash: 'bench', user_api_key_user_id: 'default_user_id' },
    request_headers: { 'content-type': 'application/json' },
    litellm_version: '1.90.7',
    additional_provider_specific_params: {},
    tool_calls: null,
    model: 'tiny',
  });
}
