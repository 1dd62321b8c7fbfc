// Express handler that returns recent commit history for a branch of the hosted repository.
import { Router, Request, Response } from 'express';
import { exec } from 'child_process';
import { promisify } from 'util';

const execAsync = promisify(exec);
const REPO_DIR = process.env.REPO_DIR ?? '/srv/git/main';

interface LogOptions {
  branch: string;
  limit: number;
}

function buildOptions(req: Request): LogOptions {
  const limit = Number.parseInt(String(req.query.limit ?? '20'), 10);
  return {
    branch: String(req.query.branch ?? 'main'),
    limit: Number.isFinite(limit) && limit > 0 && limit <= 200 ? limit : 20,
  };
}

async function readLog(opts: LogOptions): Promise<string[]> {
  const cmd = `git log --oneline -n ${opts.limit} ${opts.branch}`;
  const { stdout } = await execAsync(cmd, { cwd: REPO_DIR, maxBuffer: 1024 * 1024 });
  return stdout.split('\n').filter(Boolean);
}

export const historyRouter = Router();

historyRouter.get('/history', async (req: Request, res: Response) => {
  try {
    const lines = await readLog(buildOptions(req));
    res.json({ commits: lines.map((l) => ({ sha: l.slice(0, 7), subject: l.slice(8) })) });
  } catch (e) {
    res.status(500).json({ error: 'unable to read history' });
  }
});
