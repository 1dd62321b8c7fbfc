// Fastify service where MVNO partners register and test webhooks for number-porting events
import Fastify, { FastifyInstance } from 'fastify';
import fetch from 'node-fetch';

interface PartnerConfig { id: string; domain: string; }

class PartnerRegistry {
  private readonly partners = new Map<string, PartnerConfig>();
  constructor(list: PartnerConfig[]) {
    list.forEach((p) => this.partners.set(p.id, p));
  }
  get(id: string): PartnerConfig | undefined {
    return this.partners.get(id);
  }
}

class WebhookTarget {
  constructor(readonly partnerId: string, readonly url: URL) {}
}

const BLOCKED_HOSTS = ['localhost', '127.0.0.1', '0.0.0.0'];

class WebhookValidator {
  constructor(private readonly registry: PartnerRegistry) {}

  validate(partnerId: string, raw: string): WebhookTarget {
    const partner = this.registry.get(partnerId);
    if (!partner) throw new Error('unknown partner');
    const url = new URL(raw);
    if (url.protocol !== 'https:' || BLOCKED_HOSTS.includes(url.hostname)) {
      throw new Error('webhook url not permitted');
    }
    return new WebhookTarget(partnerId, url);
  }
}

class WebhookDispatcher {
  async ping(target: WebhookTarget): Promise<{ status: number; body: string }> {
    const res = await fetch(target.url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'porting.test', partner: target.partnerId, at: new Date().toISOString() }),
      redirect: 'manual',
    });
    return { status: res.status, body: (await res.text()).slice(0, 500) };
  }
}

export function buildServer(partners: PartnerConfig[]): FastifyInstance {
  const validator = new WebhookValidator(new PartnerRegistry(partners));
  const dispatcher = new WebhookDispatcher();
  const app = Fastify({ logger: true });

  app.post<{ Params: { partnerId: string }; Body: { url?: string } }>(
    '/partners/:partnerId/webhooks/test',
    async (req, reply) => {
      let target: WebhookTarget;
      try {
        target = validator.validate(req.params.partnerId, String(req.body?.url ?? ''));
      } catch (e) {
        return reply.code(400).send({ error: (e as Error).message });
      }
      return dispatcher.ping(target);
    },
  );
  return app;
}
