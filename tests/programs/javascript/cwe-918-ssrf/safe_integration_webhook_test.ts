// Next.js API route that sends a sample message to a chat workspace's configured webhook
import type { NextApiRequest, NextApiResponse } from 'next';
import axios from 'axios';
import { getServerSession } from 'next-auth/next';
import { authOptions } from '../auth/[...nextauth]';
import { logger } from '../../../lib/logger';

const ALLOWED_HOSTS = new Set(['hooks.slack.com', 'outlook.office.com', 'discord.com', 'hooks.zapier.com']);

function checkDestination(raw: string): URL {
  const url = new URL(raw);
  if (url.protocol !== 'https:' || !ALLOWED_HOSTS.has(url.hostname)) {
    logger.warn({ host: url.hostname }, 'webhook destination is not a known integration host');
    throw new Error('destination not allowed');
  }
  return url;
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).end();
  }
  const session = await getServerSession(req, res, authOptions);
  if (!session) {
    return res.status(401).json({ error: 'sign in required' });
  }
  const { webhookUrl, channel } = req.body ?? {};
  let destination: URL;
  try {
    destination = checkDestination(String(webhookUrl));
  } catch {
    return res.status(400).json({ error: 'webhookUrl must be an https URL of a supported integration' });
  }
  const payload = {
    text: `Test message from workspace ${session.user?.name ?? 'unknown'}`,
    channel: typeof channel === 'string' ? channel : undefined,
  };
  try {
    const response = await axios.post(destination.toString(), payload, { timeout: 5000, maxRedirects: 0 });
    return res.status(200).json({ delivered: true, status: response.status, body: response.data });
  } catch (err: any) {
    return res.status(502).json({ delivered: false, status: err.response?.status ?? null });
  }
}
