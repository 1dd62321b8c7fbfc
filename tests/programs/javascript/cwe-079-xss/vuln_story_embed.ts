// Next.js route handler that renders an embeddable headline card for newsroom partner sites.
import { NextRequest } from 'next/server';

type StoryCard = { slug: string; headline: string; byline: string; section: string };

const THEMES = new Set(['light', 'dark', 'compact']);

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

async function loadStory(slug: string): Promise<StoryCard | null> {
  const res = await fetch(`${process.env.CMS_URL}/stories/${encodeURIComponent(slug)}`, {
    next: { revalidate: 60 },
  });
  if (!res.ok) return null;
  return (await res.json()) as StoryCard;
}

function renderCard(story: StoryCard, theme: string, caption: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="/embed/${theme}.css"></head>
<body><article class="card section-${escapeHtml(story.section)}">
<h2>${escapeHtml(story.headline)}</h2>
<p class="byline">${escapeHtml(story.byline)}</p>
<p class="caption">${caption}</p>
</article></body></html>`;
}

export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const slug = searchParams.get('story') ?? '';
  const requestedTheme = searchParams.get('theme') ?? 'light';
  const theme = THEMES.has(requestedTheme) ? requestedTheme : 'light';
  const caption = searchParams.get('caption') ?? 'Read the full story';

  const story = await loadStory(slug);
  if (!story) {
    return new Response('Story not found', { status: 404 });
  }
  const html = renderCard(story, theme, caption);
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
  });
}
