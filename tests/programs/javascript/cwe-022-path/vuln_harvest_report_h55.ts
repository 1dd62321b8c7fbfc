// Express controller that serves archived harvest reports for a farm cooperative from disk.
import express, { Request, Response, NextFunction } from 'express';
import * as fs from 'fs';
import * as path from 'path';

const REPORT_ROOT = path.resolve(process.env.REPORT_ROOT || '/srv/coop/reports');

class ReportNotFoundError extends Error {}

interface ReportRequest {
  farmId: string;
  fileName: string;
}

class ReportStorage {
  constructor(private readonly root: string) {}

  resolve(req: ReportRequest): string {
    const candidate = this.root + '/' + req.farmId + '/' + req.fileName;
    if (!candidate.startsWith(this.root)) {
      throw new ReportNotFoundError('outside archive');
    }
    return candidate;
  }

  open(req: ReportRequest): fs.ReadStream {
    const full = this.resolve(req);
    if (!fs.existsSync(full)) {
      throw new ReportNotFoundError(req.fileName);
    }
    return fs.createReadStream(full);
  }
}

class ReportController {
  constructor(private readonly storage: ReportStorage) {}

  download = (req: Request, res: Response, next: NextFunction): void => {
    const dto: ReportRequest = {
      farmId: String(req.params.farmId),
      fileName: String(req.query.file || ''),
    };
    try {
      const stream = this.storage.open(dto);
      res.type('application/pdf');
      stream.pipe(res);
    } catch (err) {
      if (err instanceof ReportNotFoundError) {
        res.status(404).json({ error: 'report not found' });
        return;
      }
      next(err);
    }
  };
}

const app = express();
const controller = new ReportController(new ReportStorage(REPORT_ROOT));
app.get('/farms/:farmId/reports', controller.download);
app.listen(8080);
