// A hood templates program of the h67 set (cwe-022-path).
// falconers: download printable hood and jess templates sized for a bird's species
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const TEMPLATE_DIR = process.env.TEMPLATE_DIR ?? '/var/lib/mews/templates';

const templateQuery = z.object({
  species: z.enum(['harris-hawk', 'peregrine', 'goshawk', 'kestrel', 'barn-owl', 'merlin']),
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,60}\.pdf$/),
  copies: z.coerce.number().int().min(1).max(12).default(1),
});

type TemplateQuery = z.infer<typeof templateQuery>;

class TemplateService {
  constructor(private readonly dir: string) {}

  async load(q: TemplateQuery): Promise<{ body: Buffer; size: number }> {
    const target = join(this.dir, q.species, q.file);
    const info = await stat(target);
    if (!info.isFile()) {
      throw new Error('not a file');
    }
    const body = await readFile(target);
    return { body, size: info.size };
  }
}

class DownloadLog {
  private readonly entries: Array<{ species: string; file: string; at: Date }> = [];

  record(species: string, file: string) {
    this.entries.push({ species, file, at: new Date() });
    if (this.entries.length > 500) this.entries.shift();
  }

  recent(limit = 20) {
    return this.entries.slice(-limit);
  }
}

type Env = {
  Variables: {
    templates: TemplateService;
    downloads: DownloadLog;
  };
};

export function createApp(templates: TemplateService, downloads: DownloadLog) {
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    c.set('templates', templates);
    c.set('downloads', downloads);
    await next();
  });

  app.get('/templates', zValidator('query', templateQuery), async (c) => {
    const q = c.req.valid('query');
    try {
      const { body, size } = await c.get('templates').load(q);
      c.get('downloads').record(q.species, q.file);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Length', String(size));
      c.header('X-Print-Copies', String(q.copies));
      return c.body(body);
    } catch {
      return c.json({ error: 'template not available' }, 404);
    }
  });

  app.get('/templates/recent', (c) => c.json(c.get('downloads').recent()));

  return app;
}

const app = createApp(new TemplateService(TEMPLATE_DIR), new DownloadLog());
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8787) });
