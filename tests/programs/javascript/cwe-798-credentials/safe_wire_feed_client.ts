// Client that pulls breaking stories from the news agency wire API into the newsroom CMS intake queue.
import axios, { AxiosInstance } from 'axios';

export interface WireStory {
  id: string;
  slug: string;
  headline: string;
  body: string;
  embargoUntil?: string;
}

interface WirePage {
  stories: WireStory[];
  nextCursor: string | null;
}

const WIRE_BASE_URL = 'https://api.wire-agency.example.com/v3';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set`);
  }
  return value;
}

function createWireClient(apiKey: string): AxiosInstance {
  return axios.create({
    baseURL: WIRE_BASE_URL,
    timeout: 8000,
    headers: { 'x-api-key': apiKey, accept: 'application/json' },
  });
}

export class WireFeed {
  private readonly http: AxiosInstance;
  private cursor: string | null = null;

  constructor(private readonly desk: string) {
    this.http = createWireClient(requireEnv('WIRE_API_KEY'));
  }

  async poll(): Promise<WireStory[]> {
    const { data } = await this.http.get<WirePage>('/stories', {
      params: { desk: this.desk, cursor: this.cursor ?? undefined, limit: 50 },
    });
    this.cursor = data.nextCursor ?? this.cursor;
    const now = Date.now();
    return data.stories.filter((s) => !s.embargoUntil || Date.parse(s.embargoUntil) <= now);
  }
}
