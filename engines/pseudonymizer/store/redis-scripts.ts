/**
 * The Lua scripts the Redis store runs. A script runs atomically on the server, so a read that
 * refreshes a key's expiry, and a compare-and-set that also keeps the size bound, are each one step
 * no other replica can interleave with. Time is the server's (`TIME`), so every replica ages keys
 * by the same clock.
 *
 * Layout under a prefix P: `P` + `v:` + key holds a value (a string, with a PX expiry), and `P` +
 * `lru` is a sorted set of those value keys scored by their last use in microseconds (so two uses in one millisecond still have an order). The set is
 * what bounds the number of keys: past the bound, the least recently used are deleted.
 */

/** KEYS: value key, lru set. ARGV: ttl ms. Returns the value (or nil) and refreshes its expiry. */
export const GET_SCRIPT = `
local v = redis.call('GET', KEYS[1])
if v then
  local t = redis.call('TIME')
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  redis.call('ZADD', KEYS[2], t[1] * 1000000 + t[2], KEYS[1])
end
return v
`;

/**
 * KEYS: value key, lru set. ARGV: expected state ('absent' or 'value'), expected value, new state
 * ('set' or 'delete'), new value, ttl ms, max keys.
 * Returns 1 when written, 0 when the value changed since it was read (the caller reads again).
 */
export const COMPARE_AND_SET_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == 'absent' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
local t = redis.call('TIME')
local now = t[1] * 1000000 + t[2]
local ttl = tonumber(ARGV[5])
if ARGV[3] == 'set' then
  redis.call('SET', KEYS[1], ARGV[4], 'PX', ttl)
  redis.call('ZADD', KEYS[2], now, KEYS[1])
else
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], KEYS[1])
end
-- Members not used for a whole ttl point at keys Redis has already expired.
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl * 1000)
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[6])
if over > 0 then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, over - 1)
  for _, key in ipairs(oldest) do redis.call('DEL', key) end
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
return 1
`;

/** KEYS: lru set. ARGV: ttl ms. Returns the number of keys used within the last ttl. */
export const SIZE_SCRIPT = `
local t = redis.call('TIME')
local now = t[1] * 1000000 + t[2]
return redis.call('ZCOUNT', KEYS[1], now - tonumber(ARGV[1]) * 1000, '+inf')
`;
