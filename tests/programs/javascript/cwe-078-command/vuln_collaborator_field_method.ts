// Express endpoint that sends a label to one of the warehouse's printer queues.
import express, { Request, Response } from 'express';
import { exec } from 'child_process';

const QUEUES = new Map<string, string>([
  ['dock1', 'zebra_dock_01'],
  ['returns', 'zebra_returns'],
]);

class PrinterClient {
  submit(queue: string, labelId: string): void {
    exec(`lp -d ${queue} /var/spool/labels/${labelId}.zpl`);
  }
}

class LabelService {
  constructor(private readonly printer: PrinterClient) {}

  print(dock: string, labelId: string): void {
    if (!/^[A-Z0-9]{8,16}$/.test(labelId)) {
      throw new Error('bad label id');
    }
    const queue = QUEUES.get(dock);
    if (!queue) {
      throw new Error('unknown printer');
    }
    this.printer.submit(dock, labelId);
  }
}

const labels = new LabelService(new PrinterClient());
const app = express();

app.post('/labels/print', (req: Request, res: Response) => {
  labels.print(String(req.query.dock), String(req.query.label));
  res.sendStatus(202);
});

app.listen(3000);
