// Travel agency flight availability client for the GDS partner API, shared by the search API and a warm-up script
import axios from 'axios';

export class GdsConfig {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.baseUrl = env.GDS_BASE_URL ?? 'https://api.gds-partner.example/v3';
    this.clientId = env.GDS_CLIENT_ID ?? 'wanderly-prod';
    const secret = env.GDS_CLIENT_SECRET;
    if (!secret) throw new Error('GDS_CLIENT_SECRET must be set');
    this.clientSecret = secret;
  }
}

class TokenCache {
  private token: string | null = null;
  private expiresAt = 0;

  async get(fetcher: () => Promise<{ token: string; ttl: number }>): Promise<string> {
    if (this.token && Date.now() < this.expiresAt - 30000) return this.token;
    const { token, ttl } = await fetcher();
    this.token = token;
    this.expiresAt = Date.now() + ttl * 1000;
    return token;
  }
}

export interface Availability { flight: string; departs: string; seats: number; fare: number; }

export class GdsClient {
  private readonly cache = new TokenCache();

  constructor(private readonly config: GdsConfig) {}

  private authenticate(): Promise<string> {
    return this.cache.get(async () => {
      const form = new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      });
      const res = await axios.post(`${this.config.baseUrl}/oauth/token`, form);
      return { token: res.data.access_token, ttl: res.data.expires_in };
    });
  }

  async availability(origin: string, destination: string, date: string): Promise<Availability[]> {
    const token = await this.authenticate();
    const res = await axios.get(`${this.config.baseUrl}/availability`, {
      params: { origin, destination, date },
      headers: { Authorization: `Bearer ${token}` },
      timeout: 10000,
    });
    return res.data.offers;
  }
}

if (require.main === module) {
  const client = new GdsClient(new GdsConfig());
  const [origin = 'LHR', destination = 'JFK'] = process.argv.slice(2);
  client.availability(origin, destination, new Date().toISOString().slice(0, 10))
    .then((offers) => console.log(`${offers.length} offers warmed for ${origin}-${destination}`))
    .catch((e) => { console.error(e.message); process.exitCode = 1; });
}
