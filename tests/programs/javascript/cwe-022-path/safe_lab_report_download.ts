// Express route that streams stored laboratory report PDFs for a patient encounter
import express, { Request, Response, NextFunction } from 'express';
import * as fs from 'fs';
import * as path from 'path';

const REPORT_ROOT = process.env.LAB_REPORT_DIR || '/var/lib/clinic/lab-reports';

interface ReportRequest {
  patientId: string;
  fileName: string;
}

class ReportStorage {
  constructor(private readonly root: string) {}

  locate(req: ReportRequest): string {
    const root = path.resolve(this.root);
    const candidate = path.resolve(root, req.patientId, req.fileName);
    if (!candidate.startsWith(root + path.sep)) {
      throw new Error('outside report store');
    }
    return candidate;
  }
}

class LabReportService {
  constructor(private readonly storage: ReportStorage) {}

  open(req: ReportRequest): fs.ReadStream {
    const location = this.storage.locate(req);
    return fs.createReadStream(location);
  }
}

const service = new LabReportService(new ReportStorage(REPORT_ROOT));
export const router = express.Router();

router.get('/patients/:patientId/reports', (req: Request, res: Response, next: NextFunction) => {
  const dto: ReportRequest = {
    patientId: String(req.params.patientId),
    fileName: String(req.query.file ?? ''),
  };
  try {
    const stream = service.open(dto);
    res.setHeader('Content-Type', 'application/pdf');
    stream.on('error', next).pipe(res);
  } catch (err) {
    res.status(400).json({ error: 'invalid report path' });
  }
});
