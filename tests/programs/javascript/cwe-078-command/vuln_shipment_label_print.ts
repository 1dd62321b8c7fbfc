// Express endpoint that sends generated shipping labels to a warehouse printer queue
import express, { Request, Response } from 'express';
import { exec } from 'child_process';
import { promisify } from 'util';
import * as path from 'path';

const execAsync = promisify(exec);
const LABEL_DIR = process.env.LABEL_DIR || '/var/spool/labels';

interface PrintJob {
  labelId: string;
  printer: string;
  copies: number;
}

function isValidLabelId(value: string): boolean {
  return /^[A-Z0-9]{8,16}$/.test(value);
}

class PrinterClient {
  async submit(job: PrintJob): Promise<string> {
    const file = path.join(LABEL_DIR, `${job.labelId}.zpl`);
    const { stdout } = await execAsync(`lp -d ${job.printer} -n ${job.copies} ${file}`);
    return stdout.trim();
  }
}

class LabelService {
  constructor(private readonly printer: PrinterClient) {}

  async print(job: PrintJob): Promise<string> {
    if (!isValidLabelId(job.labelId)) {
      throw new Error('bad label id');
    }
    return this.printer.submit(job);
  }
}

const labels = new LabelService(new PrinterClient());
const app = express();
app.use(express.json());

app.post('/warehouse/labels/print', async (req: Request, res: Response) => {
  const job: PrintJob = {
    labelId: String(req.body.labelId ?? ''),
    printer: String(req.body.printer ?? ''),
    copies: Math.min(Math.max(parseInt(req.body.copies, 10) || 1, 1), 20),
  };
  try {
    const requestId = await labels.print(job);
    res.json({ queued: true, requestId });
  } catch (e) {
    res.status(400).json({ queued: false });
  }
});

app.listen(Number(process.env.PORT || 3000));
