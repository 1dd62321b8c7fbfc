# A bookclub review page program of the h74 set (cwe-079-xss).
import asyncio
import contextvars
import html
import os

import aiosqlite
from aiohttp import web

DB_PATH = os.environ.get("BOOKCLUB_DB", "/var/lib/bookclub/club.db")

search_phrase: contextvars.ContextVar[str] = contextvars.ContextVar("search_phrase", default="")


async def load_book(db: aiosqlite.Connection, book_id: int) -> dict | None:
    async with db.execute(
        "SELECT id, title, author, meeting_date FROM books WHERE id = ?", (book_id,)
    ) as cur:
        row = await cur.fetchone()
    if row is None:
        return None
    return {"id": row[0], "title": row[1], "author": row[2], "meeting_date": row[3]}


async def load_reviews(db: aiosqlite.Connection, book_id: int) -> list[dict]:
    phrase = search_phrase.get()
    sql = "SELECT member, stars, body FROM reviews WHERE book_id = ?"
    params: list = [book_id]
    if phrase:
        sql += " AND body LIKE ?"
        params.append(f"%{phrase}%")
    async with db.execute(sql + " ORDER BY stars DESC LIMIT 50", params) as cur:
        return [{"member": r[0], "stars": r[1], "body": r[2]} for r in await cur.fetchall()]


async def render_filter_banner() -> str:
    phrase = search_phrase.get()
    if not phrase:
        return ""
    return f'<p class="filter">Showing reviews mentioning &ldquo;{phrase}&rdquo;</p>'


def render_reviews(reviews: list[dict]) -> str:
    items = []
    for r in reviews:
        items.append(
            "<li><strong>{}</strong> {}<br>{}</li>".format(
                html.escape(r["member"]), "&#9733;" * int(r["stars"]), html.escape(r["body"])
            )
        )
    return "<ul class=\"reviews\">" + "".join(items) + "</ul>"


async def book_page(request: web.Request) -> web.Response:
    try:
        book_id = int(request.match_info["book_id"])
    except ValueError:
        raise web.HTTPNotFound()
    search_phrase.set(request.query.get("q", "").strip()[:80])

    async with aiosqlite.connect(DB_PATH) as db:
        async with asyncio.TaskGroup() as tg:
            book_task = tg.create_task(load_book(db, book_id))
            reviews_task = tg.create_task(load_reviews(db, book_id))
            banner_task = tg.create_task(render_filter_banner())

    book = book_task.result()
    if book is None:
        raise web.HTTPNotFound()

    body = (
        "<!doctype html><html><head><meta charset=\"utf-8\">"
        f"<title>{html.escape(book['title'])} - Thursday Readers</title></head><body>"
        f"<h1>{html.escape(book['title'])}</h1>"
        f"<p>by {html.escape(book['author'])} &middot; discussed {html.escape(str(book['meeting_date']))}</p>"
        f"{banner_task.result()}"
        f"{render_reviews(reviews_task.result())}"
        "</body></html>"
    )
    return web.Response(text=body, content_type="text/html")


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/books/{book_id}", book_page)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8110)
