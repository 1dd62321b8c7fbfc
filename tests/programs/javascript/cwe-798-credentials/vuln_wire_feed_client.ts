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
const WIRE_API_KEY = 'wk_live_5f2b9c1e8a7d4f60b3e2a91c7d5e8f40';

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
    this.http = createWireClient(WIRE_API_KEY);
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
