// Unseen set h59: station alert rules
'use strict';

// Weather-station network: observers subscribe to alert rules such as
// "windGust > 25" for a station. Rules arrive on a Redis stream from the
// public subscription form; readings arrive on another stream and are checked
// against every rule registered for that station.

const Redis = require('ioredis');

const redis = new Redis(process.env.REDIS_URL, { tls: {} });

class AlertRule {
  constructor({ ruleId, stationId, condition, notifyEmail }) {
    this.ruleId = String(ruleId);
    this.stationId = String(stationId);
    this.condition = String(condition).trim();
    this.notifyEmail = String(notifyEmail);
  }
}

class RuleCompiler {
  compile(condition) {
    // A condition refers to reading fields directly, e.g. "temperature < -5".
    return new Function('reading', `with (reading) { return (${condition}); }`);
  }
}

class AlertEngine {
  constructor(compiler) {
    this.compiler = compiler;
    this.rulesByStation = new Map();
  }

  register(rule) {
    const predicate = this.compiler.compile(rule.condition);
    const list = this.rulesByStation.get(rule.stationId) || [];
    list.push({ rule, predicate });
    this.rulesByStation.set(rule.stationId, list);
  }

  evaluate(reading) {
    const list = this.rulesByStation.get(reading.stationId) || [];
    return list.filter(({ predicate }) => predicate(reading)).map(({ rule }) => rule);
  }
}

function fieldsToObject(fields) {
  const obj = {};
  for (let i = 0; i < fields.length; i += 2) obj[fields[i]] = fields[i + 1];
  return obj;
}

async function run() {
  const engine = new AlertEngine(new RuleCompiler());
  const cursors = { 'alerts:rules': '0', 'stations:readings': '$' };

  for (;;) {
    const streams = await redis.xread('BLOCK', 5000, 'STREAMS',
      'alerts:rules', 'stations:readings', cursors['alerts:rules'], cursors['stations:readings']);
    if (!streams) continue;
    for (const [stream, entries] of streams) {
      for (const [id, fields] of entries) {
        cursors[stream] = id;
        const data = fieldsToObject(fields);
        if (stream === 'alerts:rules') {
          try {
            engine.register(new AlertRule(data));
          } catch (err) {
            console.warn(`rule ${data.ruleId} rejected: ${err.message}`);
          }
          continue;
        }
        const reading = {
          stationId: data.stationId,
          temperature: Number(data.temperature),
          humidity: Number(data.humidity),
          windGust: Number(data.windGust),
          pressure: Number(data.pressure),
        };
        for (const rule of engine.evaluate(reading)) {
          await redis.xadd('alerts:outbox', '*', 'ruleId', rule.ruleId, 'email', rule.notifyEmail,
            'stationId', reading.stationId, 'condition', rule.condition);
        }
      }
    }
  }
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
