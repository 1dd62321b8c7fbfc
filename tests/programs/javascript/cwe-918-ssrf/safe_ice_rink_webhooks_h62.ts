// An ice rink webhooks program of the h62 set (cwe-918-ssrf).
import {
  BadRequestException,
  Body,
  Controller,
  Injectable,
  Module,
  Param,
  ParseIntPipe,
  Post,
} from '@nestjs/common';
import { HttpModule, HttpService } from '@nestjs/axios';
import { NestFactory } from '@nestjs/core';
import { firstValueFrom } from 'rxjs';

type RinkEvent = 'resurfacing.started' | 'resurfacing.finished' | 'session.cancelled';

const KNOWN_EVENTS: ReadonlySet<string> = new Set<RinkEvent>([
  'resurfacing.started',
  'resurfacing.finished',
  'session.cancelled',
]);

// Scoreboard and signage partners all live under the rink operations platform.
const PARTNER_DOMAIN = 'icetimehub.net';

const isPartnerUrl = (raw: string): boolean => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && (host === PARTNER_DOMAIN || host.endsWith(`.${PARTNER_DOMAIN}`));
};

interface WebhookRequest {
  callbackUrl: string;
  events: string[];
}

interface Subscription {
  rinkId: number;
  target: URL;
  events: RinkEvent[];
}

const parseSubscription = (rinkId: number, body: WebhookRequest): Subscription => {
  const { callbackUrl, events } = body ?? ({} as WebhookRequest);
  if (typeof callbackUrl !== 'string' || !isPartnerUrl(callbackUrl)) {
    throw new BadRequestException('callbackUrl must be an icetimehub.net endpoint');
  }
  const chosen = (Array.isArray(events) ? events : []).filter((e): e is RinkEvent => KNOWN_EVENTS.has(e));
  if (chosen.length === 0) {
    throw new BadRequestException('subscribe to at least one known event');
  }
  return { rinkId, target: new URL(callbackUrl), events: chosen };
};

@Injectable()
export class WebhookService {
  private readonly subscriptions = new Map<number, Subscription[]>();

  constructor(private readonly http: HttpService) {}

  async register(sub: Subscription): Promise<{ delivered: boolean; status?: number }> {
    const ping = await this.deliver(sub, { type: 'webhook.ping', rinkId: sub.rinkId });
    if (ping.delivered) {
      const list = this.subscriptions.get(sub.rinkId) ?? [];
      this.subscriptions.set(sub.rinkId, [...list, sub]);
    }
    return ping;
  }

  private async deliver(sub: Subscription, payload: Record<string, unknown>) {
    try {
      const res = await firstValueFrom(
        this.http.post(sub.target.toString(), payload, { timeout: 5000, maxRedirects: 0 }),
      );
      return { delivered: res.status >= 200 && res.status < 300, status: res.status };
    } catch {
      return { delivered: false };
    }
  }
}

@Controller('rinks/:rinkId/webhooks')
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  @Post()
  async create(@Param('rinkId', ParseIntPipe) rinkId: number, @Body() body: WebhookRequest) {
    const sub = parseSubscription(rinkId, body);
    const result = await this.webhooks.register(sub);
    return { rinkId, events: sub.events, ...result };
  }
}

@Module({
  imports: [HttpModule],
  controllers: [WebhookController],
  providers: [WebhookService],
})
export class RinkWebhookModule {}

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(RinkWebhookModule);
  await app.listen(Number(process.env.PORT) || 3006);
}

void bootstrap();
