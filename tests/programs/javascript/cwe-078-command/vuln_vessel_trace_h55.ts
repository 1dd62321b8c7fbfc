// Express endpoint that runs a network trace to a vessel's satellite terminal for the fleet operations desk.
import express, { Request, Response } from 'express';
import { exec } from 'child_process';
import { promisify } from 'util';

const execAsync = promisify(exec);

class ValidationError extends Error {}

class TraceRequest {
  constructor(public readonly terminalHost: string, public readonly maxHops: number) {}

  static fromHttp(req: Request): TraceRequest {
    const hops = Math.min(Math.max(parseInt(String(req.query.hops ?? '15'), 10) || 15, 1), 30);
    return new TraceRequest(String(req.body.terminalHost ?? ''), hops);
  }
}

class HostValidator {
  private static readonly HOST_PATTERN = /[a-z0-9][a-z0-9.-]*/i;

  static check(host: string): void {
    if (host.length === 0 || host.length > 253 || !HostValidator.HOST_PATTERN.test(host)) {
      throw new ValidationError('invalid terminal host');
    }
  }
}

class NetworkDiagnostics {
  constructor(private readonly binary: string) {}

  async trace(request: TraceRequest): Promise<string[]> {
    HostValidator.check(request.terminalHost);
    const command = `${this.binary} -n -m ${request.maxHops} ${request.terminalHost}`;
    const { stdout } = await execAsync(command, { timeout: 60_000 });
    return stdout.split('\n').filter((line) => line.trim().length > 0);
  }
}

class VesselTraceController {
  constructor(private readonly diagnostics: NetworkDiagnostics) {}

  handle = async (req: Request, res: Response): Promise<void> => {
    try {
      const hops = await this.diagnostics.trace(TraceRequest.fromHttp(req));
      res.json({ vessel: req.params.imo, hops });
    } catch (err) {
      const status = err instanceof ValidationError ? 400 : 502;
      res.status(status).json({ error: (err as Error).message });
    }
  };
}

const app = express();
app.use(express.json());
const controller = new VesselTraceController(new NetworkDiagnostics('/usr/sbin/traceroute'));
app.post('/vessels/:imo/trace', controller.handle);
app.listen(4100);
