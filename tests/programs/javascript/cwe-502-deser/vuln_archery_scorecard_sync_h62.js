// An archery scorecard sync program of the h62 set (cwe-502-deser).
'use strict';

// Consumes score cards pushed by the lane tablets and updates the range leaderboard.
const amqp = require('amqplib');
const Redis = require('ioredis');
const serialize = require('node-serialize');

const QUEUE = 'range.scorecards';
const redis = new Redis(process.env.RANGE_REDIS_URL);

const ok = (value) => ({ ok: true, value });
const fail = (error) => ({ ok: false, error });

// Tablets send the card object as produced by the scoring app.
const decodeCard = (buffer) => {
  try {
    return ok(serialize.unserialize(buffer.toString('utf8')));
  } catch (err) {
    return fail(`undecodable card: ${err.message}`);
  }
};

const checkCard = (card) => {
  if (!card || typeof card !== 'object') return fail('card is not an object');
  const { archerId, laneNo, round, ends } = card;
  if (!/^[A-Z]{2}\d{5}$/.test(String(archerId))) return fail('bad archer id');
  if (!Number.isInteger(laneNo) || laneNo < 1 || laneNo > 24) return fail('bad lane');
  if (!Array.isArray(ends) || ends.length === 0) return fail('no ends recorded');
  const arrows = ends.flat();
  if (!arrows.every((a) => Number.isInteger(a) && a >= 0 && a <= 10)) return fail('arrow scores must be 0-10');
  return ok({ archerId, laneNo, round: String(round || 'practice'), arrows });
};

const totalise = ({ arrows, ...rest }) =>
  ok({
    ...rest,
    total: arrows.reduce((sum, a) => sum + a, 0),
    tens: arrows.filter((a) => a === 10).length,
  });

// Chain Result-returning steps; stop at the first failure.
const pipe = (...steps) => (input) =>
  steps.reduce((res, step) => (res.ok ? step(res.value) : res), ok(input));

const processCard = pipe(decodeCard, checkCard, totalise);

const record = async ({ archerId, round, total, tens, laneNo }) => {
  const board = `leaderboard:${round}`;
  await redis
    .multi()
    .zadd(board, 'GT', total * 100 + tens, archerId)
    .hset(`archer:${archerId}:last`, { round, total, tens, laneNo, at: Date.now() })
    .exec();
};

const main = async () => {
  const conn = await amqp.connect(process.env.AMQP_URL);
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  channel.prefetch(20);

  channel.consume(QUEUE, async (msg) => {
    if (!msg) return;
    const result = processCard(msg.content);
    if (!result.ok) {
      console.warn('rejected score card:', result.error);
      channel.nack(msg, false, false);
      return;
    }
    try {
      await record(result.value);
      channel.ack(msg);
    } catch (err) {
      console.error('leaderboard update failed', err.message);
      channel.nack(msg, false, true);
    }
  });
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
