// Koa route that searches recent newsroom archive stories for an editor-supplied keyword.
import Koa from 'koa';
import Router from 'koa-router';
import { MongoClient } from 'mongodb';

interface ArchivedStory {
  slug: string;
  headline: string;
  body: string;
  section: string;
  publishedAt: Date;
}

const mongo = new MongoClient(process.env.MONGO_URL ?? 'mongodb://localhost:27017');
const archive = mongo.db('newsroom').collection<ArchivedStory>('archive');

function keywordMatcher(keyword: string): RegExp {
  return new RegExp(keyword, 'i');
}

async function recentStories(section: string, days: number): Promise<ArchivedStory[]> {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000);
  return archive
    .find({ section, publishedAt: { $gte: since } }, { projection: { _id: 0 } })
    .limit(2000)
    .toArray();
}

const router = new Router({ prefix: '/archive' });

router.get('/search', async (ctx) => {
  const keyword = String(ctx.query.q ?? '').trim();
  const section = String(ctx.query.section ?? 'news');
  const days = Math.min(Number(ctx.query.days) || 30, 365);
  if (keyword.length < 2 || keyword.length > 100) {
    ctx.status = 400;
    ctx.body = { error: 'keyword must be 2-100 characters' };
    return;
  }
  const matcher = keywordMatcher(keyword);
  const stories = await recentStories(section, days);
  const hits = stories
    .filter((s) => matcher.test(s.headline) || matcher.test(s.body))
    .map((s) => ({ slug: s.slug, headline: s.headline, publishedAt: s.publishedAt }));
  ctx.body = { keyword, count: hits.length, hits: hits.slice(0, 50) };
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());

export default app;
