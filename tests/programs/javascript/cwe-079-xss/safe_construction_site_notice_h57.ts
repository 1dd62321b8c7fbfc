// Construction site notice board: crews post hazard notices that are rendered with Handlebars
import express from 'express';
import Handlebars from 'handlebars';

interface SiteNotice {
  siteCode: string;
  headline: string;
  notes: string;
  postedBy: string;
}

class NoticeRepository {
  private readonly notices = new Map<string, SiteNotice[]>();
  add(n: SiteNotice): void {
    const list = this.notices.get(n.siteCode) ?? [];
    list.unshift(n);
    this.notices.set(n.siteCode, list.slice(0, 20));
  }
  forSite(code: string): SiteNotice[] {
    return this.notices.get(code) ?? [];
  }
}

Handlebars.registerHelper('multiline', (text: unknown) => {
  const value = Handlebars.Utils.escapeExpression(String(text ?? ''));
  return new Handlebars.SafeString(value.replace(/\r?\n/g, '<br>'));
});

const boardTemplate = Handlebars.compile(`
<section class="board"><h2>Site {{site}}</h2>
{{#each notices}}<article><h3>{{headline}}</h3><p>{{multiline notes}}</p><small>{{postedBy}}</small></article>{{/each}}
</section>`);

class NoticeService {
  constructor(private readonly repo: NoticeRepository) {}

  post(siteCode: string, body: Record<string, unknown>): SiteNotice {
    const notice: SiteNotice = {
      siteCode,
      headline: String(body.headline ?? '').slice(0, 120),
      notes: String(body.notes ?? '').slice(0, 2000),
      postedBy: String(body.postedBy ?? 'site office'),
    };
    this.repo.add(notice);
    return notice;
  }

  renderBoard(siteCode: string): string {
    return boardTemplate({ site: siteCode, notices: this.repo.forSite(siteCode) });
  }
}

const service = new NoticeService(new NoticeRepository());
const app = express();
app.use(express.json());

app.post('/sites/:code/notices', (req, res) => {
  res.status(201).json(service.post(req.params.code, req.body));
});

app.get('/sites/:code/board', (req, res) => {
  res.type('html').send(service.renderBoard(req.params.code));
});

export default app;
