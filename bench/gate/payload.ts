/** The benchmark's request: a LiteLLM generic guardrail API call of exactly 2 KiB. */
export const PAYLOAD_BYTES = 2048;

export function guardrailPayload(): string {
  const base = {
    input_type: 'request',
    texts: [
      'Hi, I am Alice Martin from Contoso Ltd. Please summarise the attached contract for Bob Stone and list the renewal dates.',
      '',
    ],
    images: [],
    tools: [],
    tool_calls: [],
    litellm_call_id: '7f6f2a4e-1d7c-4a35-9d38-5b8c1e0f2a11',
    litellm_trace_id: 'c0f1b7a2-55e8-4e44-8f3b-2d9e3f4a6b70',
    request_data: { user_api_key_hash: 'a'.repeat(64), user_api_key_alias: 'bench', user_id: 'u-1', team_id: 't-1', org_id: 'o-1' },
    request_headers: { 'content-type': 'application/json', 'user-agent': 'bench', authorization: '[present]' },
    litellm_version: '1.81.14',
    additional_provider_specific_params: {},
    model: 'gpt-4o-mini',
  };
  const filler = 'The contract renews every year on the first of March unless either party cancels in writing. ';
  const without = JSON.stringify(base).length;
  base.texts[1] = filler.repeat(Math.ceil((PAYLOAD_BYTES - without) / filler.length)).slice(0, PAYLOAD_BYTES - without);
  const payload = JSON.stringify(base);
  if (Buffer.byteLength(payload) !== PAYLOAD_BYTES) throw new Error(`payload is ${Buffer.byteLength(payload)} bytes, not ${PAYLOAD_BYTES}`);
  return payload;
}
