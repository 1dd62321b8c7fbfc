# aiohttp guestbook that renders visitor messages into an HTML page with Jinja2.
from aiohttp import web
from jinja2 import DictLoader, Environment

TEMPLATES = {
    "guestbook": (
        "<h1>Guestbook</h1><ul>"
        "{% for e in entries %}<li><b>{{ e.name }}</b>: {{ e.message }}</li>{% endfor %}"
        "</ul>"
    )
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=False)


class Guestbook:
    def __init__(self):
        self.entries = []

    def add(self, name, message):
        self.entries.append({"name": name[:40], "message": message[:500]})
        return self.entries[-20:]


book = Guestbook()


def render(name, **context):
    return env.get_template(name).render(**context)


async def sign(request):
    form = await request.post()
    recent = book.add(form.get("name", "anonymous"), form.get("message", ""))
    html = render("guestbook", entries=recent)
    return web.Response(text=html, content_type="text/html")


async def show(request):
    return web.Response(text=render("guestbook", entries=book.entries[-20:]),
                        content_type="text/html")


app = web.Application()
app.router.add_get("/guestbook", show)
app.router.add_post("/guestbook", sign)

if __name__ == "__main__":
    web.run_app(app)
