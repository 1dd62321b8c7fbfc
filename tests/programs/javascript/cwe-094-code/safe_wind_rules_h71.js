// A wind rules program of the h71 set (cwe-094-code).
import assert from 'node:assert/strict';
import { Kafka } from 'kafkajs';

const kafka = new Kafka({
  clientId: 'closure-rules',
  brokers: (process.env.KAFKA_BROKERS ?? 'kafka-1.skyrun-adventures.internal:9092').split(','),
});

const METRICS = new Set(['gustKph', 'meanKph', 'rainMm', 'lightningKm', 'tempC']);
const OPERATORS = new Set(['>', '>=', '<', '<=']);
const rules = new Map();
const latest = { gustKph: 0, meanKph: 0, rainMm: 0, lightningKm: 99, tempC: 12 };
const closedLines = new Set();

// rules arrive from the supervisor dashboard as { id, line, metric, operator, threshold }
function compileRule({ metric, operator, threshold }) {
  assert.ok(METRICS.has(metric), `unknown metric ${metric}`);
  assert.ok(OPERATORS.has(operator), `unsupported operator ${operator}`);
  assert.ok(Number.isFinite(threshold), 'threshold must be numeric');
  return new Function('reading', `return reading.${metric} ${operator} ${threshold};`);
}

function applyReading(payload) {
  for (const key of METRICS) {
    if (Number.isFinite(payload[key])) latest[key] = payload[key];
  }
}

async function evaluate(producer) {
  const nowClosed = new Set();
  for (const { line, test } of rules.values()) {
    if (test(latest)) nowClosed.add(line);
  }
  const changes = [];
  for (const line of new Set([...nowClosed, ...closedLines])) {
    const closed = nowClosed.has(line);
    if (closed !== closedLines.has(line)) changes.push({ line, closed, at: new Date().toISOString() });
  }
  closedLines.clear();
  nowClosed.forEach((line) => closedLines.add(line));
  if (changes.length) {
    await producer.send({
      topic: 'zipline.line-status',
      messages: changes.map((c) => ({ key: c.line, value: JSON.stringify(c) })),
    });
  }
}

async function main() {
  const consumer = kafka.consumer({ groupId: 'closure-rules' });
  const producer = kafka.producer();
  await Promise.all([consumer.connect(), producer.connect()]);
  await consumer.subscribe({ topics: ['zipline.closure-rules', 'zipline.weather'] });

  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      let payload;
      try {
        payload = JSON.parse(message.value.toString('utf8'));
      } catch {
        console.warn(`skipping unreadable message on ${topic}`);
        return;
      }

      switch (topic) {
        case 'zipline.closure-rules':
          try {
            rules.set(payload.id, { line: payload.line, test: compileRule(payload) });
            console.log(`rule ${payload.id} loaded for line ${payload.line}`);
          } catch (err) {
            console.warn(`rule ${payload.id} rejected: ${err.message}`);
          }
          break;
        case 'zipline.weather':
          applyReading(payload);
          break;
        default:
          return;
      }
      await evaluate(producer);
    },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
