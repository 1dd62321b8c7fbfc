# museum comment wall (h58 set)
"""Visitor comment wall for a museum's temporary exhibition.

Comments left on the gallery tablets are stored per exhibit; the wall
page shows them and can highlight the ones mentioning a word.
"""
import os
from datetime import datetime

import aiosqlite
from fastapi import FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment

DB_PATH = os.environ.get("EXHIBIT_DB", "exhibits.sqlite3")

TEMPLATES = {
    "wall.html": """<!doctype html>
<html><head><meta charset="utf-8"><title>{{ exhibit.title }}</title></head>
<body>
  <h1>{{ exhibit.title }}</h1>
  {% if word %}<p>Comments mentioning “{{ word }}”</p>{% endif %}
  <ul>
  {% for c in comments %}
    <li><blockquote>{{ c.text }}</blockquote><small>{{ c.visitor }} · {{ c.left_at }}</small></li>
  {% else %}
    <li>No comments yet.</li>
  {% endfor %}
  </ul>
</body></html>""",
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=True, enable_async=True)
app = FastAPI(title="comment-wall")


def to_comment(row) -> dict:
    text, visitor, left_at = row
    when = datetime.fromisoformat(left_at).strftime("%d %b %Y")
    return {"text": text, "visitor": visitor or "Anonymous visitor", "left_at": when}


def mentions(word: str):
    needle = word.casefold()
    return lambda comment: needle in comment["text"].casefold()


async def load_exhibit(db, slug: str):
    async with db.execute("SELECT slug, title FROM exhibits WHERE slug = ?", (slug,)) as cur:
        row = await cur.fetchone()
    return {"slug": row[0], "title": row[1]} if row else None


async def load_comments(db, slug: str) -> list[dict]:
    sql = "SELECT text, visitor, left_at FROM comments WHERE exhibit = ? AND hidden = 0 ORDER BY left_at DESC"
    async with db.execute(sql, (slug,)) as cur:
        return [to_comment(r) async for r in cur]


@app.get("/exhibits/{slug}/wall", response_class=HTMLResponse)
async def wall(slug: str, word: str = ""):
    async with aiosqlite.connect(DB_PATH) as db:
        exhibit = await load_exhibit(db, slug)
        if exhibit is None:
            raise HTTPException(status_code=404, detail="no such exhibit")
        comments = await load_comments(db, slug)
    if word:
        comments = list(filter(mentions(word), comments))
    template = env.get_template("wall.html")
    return await template.render_async(exhibit=exhibit, comments=comments, word=word)
