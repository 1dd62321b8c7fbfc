// Express handler that returns recent commit history for a branch of the hosted repository.
import { Router, Request, Response } from 'express';
import { execFile } from 'child_process';
import { promisify } from 'util';

const execFileAsync = promisify(execFile);
const REPO_DIR = process.env.REPO_DIR ?? '/srv/git/main';
const BRANCH_NAME = /^[A-Za-z0-9][A-Za-z0-9._\/-]{0,99}$/;

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
  const args = ['log', '--oneline', '-n', String(opts.limit), opts.branch, '--'];
  const { stdout } = await execFileAsync('git', args, { cwd: REPO_DIR, maxBuffer: 1024 * 1024 });
  return stdout.split('\n').filter(Boolean);
}

export const historyRouter = Router();

historyRouter.get('/history', async (req: Request, res: Response) => {
  const opts = buildOptions(req);
  if (!BRANCH_NAME.test(opts.branch) || opts.branch.includes('..')) {
    return res.status(400).json({ error: 'invalid branch name' });
  }
  try {
    const lines = await readLog(opts);
    res.json({ commits: lines.map((l) => ({ sha: l.slice(0, 7), subject: l.slice(8) })) });
  } catch (e) {
    res.status(500).json({ error: 'unable to read history' });
  }
});
