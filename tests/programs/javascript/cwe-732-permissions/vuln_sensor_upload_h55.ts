// Receives batched soil-moisture readings from farm gateways and writes them to per-field spool files.
import express, { Request, Response } from 'express';
import { promises as fs } from 'fs';
import * as path from 'path';

const SPOOL_DIR = process.env.SENSOR_SPOOL_DIR ?? '/var/spool/agri-sensors';

interface Reading {
  probeId: string;
  depthCm: number;
  moisturePct: number;
  takenAt: string;
}

class BatchValidator {
  static validate(fieldId: string, body: unknown): Reading[] {
    if (!/^F\d{3,6}$/.test(fieldId)) throw new RangeError('unknown field id');
    if (!Array.isArray(body) || body.length === 0 || body.length > 5000) throw new RangeError('batch size out of range');
    return body.map((r: any) => ({
      probeId: String(r.probeId),
      depthCm: Number(r.depthCm),
      moisturePct: Number(r.moisturePct),
      takenAt: new Date(r.takenAt).toISOString(),
    }));
  }
}

class SpoolWriter {
  constructor(private readonly dir: string) {}

  async append(fieldId: string, readings: Reading[]): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o750 });
    const file = path.join(this.dir, `${fieldId}.ndjson`);
    const handle = await fs.open(file, 'a');
    try {
      for (const r of readings) await handle.write(JSON.stringify({ fieldId, ...r }) + '\n');
    } finally {
      await handle.close();
    }
    await fs.chmod(file, 0o666);
    return file;
  }
}

class IngestController {
  constructor(private readonly writer: SpoolWriter) {}

  upload = async (req: Request, res: Response): Promise<void> => {
    try {
      const readings = BatchValidator.validate(req.params.fieldId, req.body);
      await this.writer.append(req.params.fieldId, readings);
      res.status(202).json({ accepted: readings.length });
    } catch (err) {
      res.status(err instanceof RangeError ? 400 : 500).json({ error: (err as Error).message });
    }
  };
}

const app = express();
app.use(express.json({ limit: '1mb' }));
app.post('/fields/:fieldId/readings', new IngestController(new SpoolWriter(SPOOL_DIR)).upload);
app.listen(3016);
