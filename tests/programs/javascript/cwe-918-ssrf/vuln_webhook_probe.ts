// Express route letting integrators send a sample event to a webhook URL they configure
import express, { Request, Response } from 'express';
import axios from 'axios';
import { randomUUID } from 'crypto';

type ProbeResult = { delivered: boolean; status?: number; elapsedMs: number };

function parseWebhookUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

async function deliverSample(target: URL): Promise<ProbeResult> {
  const started = Date.now();
  const event = { id: randomUUID(), type: 'webhook.test', createdAt: new Date().toISOString() };
  try {
    const res = await axios.post(target.toString(), event, { timeout: 5000, maxRedirects: 0, validateStatus: () => true });
    return { delivered: res.status < 300, status: res.status, elapsedMs: Date.now() - started };
  } catch {
    return { delivered: false, elapsedMs: Date.now() - started };
  }
}

const router = express.Router();
router.use(express.json());

router.post('/integrations/webhooks/test', async (req: Request, res: Response) => {
  const target = parseWebhookUrl(req.body.url);
  if (!target) {
    return res.status(400).json({ error: 'url must be an absolute http(s) URL' });
  }
  res.json(await deliverSample(target));
});

export default router;
