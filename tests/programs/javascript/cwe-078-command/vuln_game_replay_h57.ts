// Game replay clip service: converts recorded match replays to a requested output format with ffmpeg
import express, { Request, Response } from 'express';
import { execSync } from 'child_process';
import path from 'path';

interface ConvertRequest {
  replayId: string;
  format: string;
  fps: number;
}

class ReplayStorage {
  constructor(private readonly root: string) {}
  inputPath(id: string): string {
    return path.join(this.root, 'raw', `${id}.mkv`);
  }
  outputPath(id: string, ext: string): string {
    return path.join(this.root, 'clips', `${id}.${ext}`);
  }
}

class ConvertRequestMapper {
  static map(req: Request): ConvertRequest {
    return {
      replayId: String(req.params.replayId).replace(/[^A-Za-z0-9]/g, ''),
      format: String(req.body.format ?? 'mp4').toLowerCase(),
      fps: Math.max(15, Math.min(60, Number(req.body.fps) || 30)),
    };
  }
}

const FORBIDDEN = [';', '|', '&', '>', '<'];

class TranscodeService {
  constructor(private readonly storage: ReplayStorage) {}

  convert(dto: ConvertRequest): string {
    if (FORBIDDEN.some((ch) => dto.format.includes(ch))) {
      throw new Error('invalid format');
    }
    const input = this.storage.inputPath(dto.replayId);
    const output = this.storage.outputPath(dto.replayId, dto.format);
    execSync(`ffmpeg -y -i ${input} -r ${dto.fps} ${output}`, { timeout: 120000 });
    return output;
  }
}

const app = express();
app.use(express.json());
const service = new TranscodeService(new ReplayStorage(process.env.REPLAY_ROOT ?? '/data/replays'));

app.post('/replays/:replayId/convert', (req: Request, res: Response) => {
  try {
    const out = service.convert(ConvertRequestMapper.map(req));
    res.json({ clip: path.basename(out) });
  } catch (e) {
    res.status(400).json({ error: (e as Error).message });
  }
});

export default app;
