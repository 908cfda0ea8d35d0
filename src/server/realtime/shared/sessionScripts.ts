/**
 * Lua for the wrdb sessions in Redis (sessions.ts), each run atomically. Every script gets
 * KEYS: all sessions (zset id → last use), owners (hash id → address), holders (zset address →
 * sessions held), the caller's address (zset id → last use);
 * ARGV: id, address, now (ms), idle ms, per-address cap, table cap, address key prefix.
 */
const PRELUDE = `
local all, owner, holders, mine = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local id, address, now, idle = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local function drop(sid)
  local a = redis.call('HGET', owner, sid)
  redis.call('ZREM', all, sid)
  redis.call('HDEL', owner, sid)
  if a then
    redis.call('ZREM', ARGV[7] .. a, sid)
    if tonumber(redis.call('ZINCRBY', holders, -1, a)) <= 0 then redis.call('ZREM', holders, a) end
  end
end
local function used()
  redis.call('ZADD', all, now, id)
  redis.call('ZADD', mine, now, id)
  for _, k in ipairs(KEYS) do redis.call('PEXPIRE', k, idle) end
end
`;

/**
 * Drops idle sessions (each once, so the work over time is one step per session), then at the
 * address's cap its least recently used one, else at the table's cap the least recently used one
 * of the address holding the most (ties: the one idle longest, among the first 16). 0 when the id is taken.
 */
export const OPEN = `${PRELUDE}
for _, sid in ipairs(redis.call('ZRANGEBYSCORE', all, '-inf', '(' .. (now - idle))) do drop(sid) end
if redis.call('HEXISTS', owner, id) == 1 then return 0 end
if redis.call('ZCARD', mine) >= tonumber(ARGV[5]) then
  drop(redis.call('ZRANGE', mine, 0, 0)[1])
elseif redis.call('ZCARD', all) >= tonumber(ARGV[6]) then
  local most = redis.call('ZREVRANGE', holders, 0, 0, 'WITHSCORES')[2] or 0
  local victim, oldest
  for _, a in ipairs(redis.call('ZRANGEBYSCORE', holders, most, most, 'LIMIT', 0, 16)) do
    local lru = redis.call('ZRANGE', ARGV[7] .. a, 0, 0, 'WITHSCORES')
    if lru[1] and (not oldest or tonumber(lru[2]) < oldest) then victim, oldest = lru[1], tonumber(lru[2]) end
  end
  if victim then drop(victim) end
end
redis.call('HSET', owner, id, address)
redis.call('ZINCRBY', holders, 1, address)
used()
return 1`;

/** 1 when the session is the address's and alive (its idle clock restarts). */
export const TOUCH = `${PRELUDE}
if redis.call('HGET', owner, id) ~= address then return 0 end
local last = tonumber(redis.call('ZSCORE', all, id))
if not last or last < now - idle then
  drop(id)
  return 0
end
used()
return 1`;

/** 1 when the address's session was there and is now closed. */
export const CLOSE = `${PRELUDE}
if redis.call('HGET', owner, id) ~= address then return 0 end
drop(id)
return 1`;
