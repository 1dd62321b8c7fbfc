// Fastify plugin that previews operator-defined alert conditions against recent IoT device readings.
import { FastifyInstance, FastifyPluginAsync } from 'fastify';

interface Reading {
  deviceId: string;
  temperature: number;
  humidity: number;
  battery: number;
}

interface PreviewBody {
  condition: string;
  readings: Reading[];
}

type Metric = 'temperature' | 'humidity' | 'battery';
const CONDITION = /^\s*(temperature|humidity|battery)\s*(<=|>=|<|>|==)\s*(-?\d{1,6}(?:\.\d{1,3})?)\s*$/;

function compileCondition(condition: string): ((reading: Reading) => boolean) | null {
  const m = CONDITION.exec(condition);
  if (!m) return null;
  const metric = m[1] as Metric;
  const op = m[2];
  const threshold = Number(m[3]);
  return (reading) => {
    const v = Number(reading[metric]);
    switch (op) {
      case '<': return v < threshold;
      case '<=': return v <= threshold;
      case '>': return v > threshold;
      case '>=': return v >= threshold;
      default: return v === threshold;
    }
  };
}

const alertRules: FastifyPluginAsync = async (fastify: FastifyInstance) => {
  fastify.post<{ Body: PreviewBody }>('/fleet/alerts/preview', async (request, reply) => {
    const { condition, readings } = request.body ?? ({} as PreviewBody);
    if (typeof condition !== 'string' || condition.length === 0 || condition.length > 200) {
      return reply.code(400).send({ error: 'condition must be a short expression' });
    }
    if (!Array.isArray(readings) || readings.length > 500) {
      return reply.code(400).send({ error: 'readings must be an array of at most 500 items' });
    }
    const matches = compileCondition(condition);
    if (!matches) {
      return reply.code(400).send({ error: 'condition must look like "temperature > 40"' });
    }
    const matched = readings.filter((r) => matches(r)).map((r) => r.deviceId);
    return { matched, total: readings.length };
  });
};

export default alertRules;
