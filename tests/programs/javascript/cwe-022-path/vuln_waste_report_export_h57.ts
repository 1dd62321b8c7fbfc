// Koa endpoints for waste collection route reports: generate CSV exports and download them by name
import Koa from 'koa';
import Router from '@koa/router';
import fs from 'fs';
import path from 'path';

class ReportSettings {
  readonly root: string;
  constructor(env: NodeJS.ProcessEnv) {
    this.root = path.resolve(env.REPORT_DIR ?? '/srv/waste/reports');
  }
}

class ReportNotFound extends Error {}

class ReportFileStore {
  constructor(private readonly settings: ReportSettings) {}

  locate(name: string): string {
    const candidate = `${this.settings.root}/${name}`;
    if (!candidate.startsWith(this.settings.root) || !fs.existsSync(candidate)) {
      throw new ReportNotFound(name);
    }
    return candidate;
  }

  async writeCsv(name: string, rows: string[][]): Promise<void> {
    const body = rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n');
    await fs.promises.writeFile(path.join(this.settings.root, name), body);
  }
}

class ReportController {
  constructor(private readonly store: ReportFileStore) {}

  download = async (ctx: Koa.Context): Promise<void> => {
    const name = String(ctx.query.file ?? '');
    try {
      const file = this.store.locate(name);
      ctx.set('Content-Disposition', `attachment; filename="${path.basename(file)}"`);
      ctx.type = 'text/csv';
      ctx.body = fs.createReadStream(file);
    } catch (e) {
      if (e instanceof ReportNotFound) {
        ctx.status = 404;
        return;
      }
      throw e;
    }
  };

  generate = async (ctx: Koa.Context): Promise<void> => {
    const route = String(ctx.params.routeId).replace(/\D/g, '');
    const name = `route-${route}-${Date.now()}.csv`;
    await this.store.writeCsv(name, [['bin', 'weight_kg'], ['B-001', '12.4']]);
    ctx.body = { file: name };
  };
}

const controller = new ReportController(new ReportFileStore(new ReportSettings(process.env)));
const router = new Router();
router.get('/reports/download', controller.download);
router.post('/routes/:routeId/reports', controller.generate);

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
export default app;
