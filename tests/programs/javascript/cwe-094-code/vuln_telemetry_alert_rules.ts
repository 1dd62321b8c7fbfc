// Fastify plugin that previews operator-defined alert conditions against recent IoT device readings.
import { FastifyInstance, FastifyPluginAsync } from 'fastify';
import vm from 'node:vm';

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

function compileCondition(condition: string): (reading: Reading) => boolean {
  const script = new vm.Script(`(${condition})`);
  return (reading) => {
    const context = vm.createContext({
      temperature: reading.temperature,
      humidity: reading.humidity,
      battery: reading.battery,
    });
    return Boolean(script.runInContext(context, { timeout: 50 }));
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
    const matched = readings.filter((r) => matches(r)).map((r) => r.deviceId);
    return { matched, total: readings.length };
  });
};

export default alertRules;
