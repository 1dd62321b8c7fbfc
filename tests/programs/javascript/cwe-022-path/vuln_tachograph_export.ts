// Fastify plugin that streams archived tachograph export files for fleet vehicles
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

interface ExportParams {
  vehicleId: string;
  file: string;
}

const EXPORT_ROOT = path.resolve(process.env.TACHO_EXPORT_DIR ?? '/srv/fleet/tacho-exports');

const CONTENT_TYPES: Record<string, string> = {
  '.ddd': 'application/octet-stream',
  '.csv': 'text/csv',
};

function exportPathFor(vehicleId: string, file: string): string | null {
  const candidate = EXPORT_ROOT + '/' + vehicleId + '/' + file;
  if (!candidate.startsWith(EXPORT_ROOT)) {
    return null;
  }
  return candidate;
}

const tachographExports: FastifyPluginAsync = async (app: FastifyInstance) => {
  app.get<{ Params: ExportParams }>('/vehicles/:vehicleId/tacho/:file', async (request, reply) => {
    const { vehicleId, file } = request.params;
    const fullPath = exportPathFor(vehicleId, file);
    if (!fullPath) {
      return reply.code(403).send({ error: 'outside export area' });
    }

    try {
      await fs.promises.access(fullPath, fs.constants.R_OK);
    } catch {
      return reply.code(404).send({ error: 'export not found' });
    }

    const type = CONTENT_TYPES[path.extname(fullPath)] ?? 'application/octet-stream';
    request.log.info({ vehicleId, file }, 'serving tachograph export');
    return reply.type(type).send(fs.createReadStream(fullPath));
  });
};

export default tachographExports;
