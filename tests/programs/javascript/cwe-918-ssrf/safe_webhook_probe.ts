// Express route letting integrators send a sample event to a webhook URL they configure
import express, { Request, Response } from 'express';
import axios from 'axios';
import dns from 'dns';
import http from 'http';
import https from 'https';
import net from 'net';
import ipaddr from 'ipaddr.js';
import { randomUUID } from 'crypto';

type ProbeResult = { delivered: boolean; status?: number; elapsedMs: number };

function isPublicAddress(ip: string): boolean {
  return ipaddr.process(ip).range() === 'unicast';
}

function guardedLookup(hostname: string, options: any, callback: (...args: any[]) => void): void {
  dns.lookup(hostname, { family: options.family, all: true }, (err, addresses) => {
    if (err) return callback(err);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new Error(`destination ${hostname} is not allowed`));
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

const agents = {
  httpAgent: new http.Agent({ lookup: guardedLookup }),
  httpsAgent: new https.Agent({ lookup: guardedLookup }),
};

function parseWebhookUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !isPublicAddress(host)) return null;
    return url;
  } catch {
    return null;
  }
}

async function deliverSample(target: URL): Promise<ProbeResult> {
  const started = Date.now();
  const event = { id: randomUUID(), type: 'webhook.test', createdAt: new Date().toISOString() };
  try {
    const res = await axios.post(target.toString(), event, { ...agents, timeout: 5000, maxRedirects: 0, validateStatus: () => true });
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
