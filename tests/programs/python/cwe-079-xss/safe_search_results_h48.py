# Tornado handler that renders the documentation search results page.
import tornado.escape
import tornado.ioloop
import tornado.web

from docsearch.index import SearchIndex


class SearchHandler(tornado.web.RequestHandler):
    def initialize(self, index: SearchIndex):
        self.index = index

    def render_hit(self, hit) -> str:
        title = tornado.escape.xhtml_escape(hit.title)
        url = tornado.escape.url_escape(hit.slug, plus=False)
        return f'<li><a href="/docs/{url}">{title}</a></li>'

    def get(self):
        query = self.get_argument("q", default="").strip()
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        if not query:
            self.write("<p>Type something to search.</p>")
            return
        hits = self.index.search(query, limit=20)
        heading = "<h1>Results for &quot;%s&quot;</h1>" % tornado.escape.xhtml_escape(query)
        items = "".join(self.render_hit(h) for h in hits)
        self.write(heading + "<ul>" + items + "</ul>")


def make_app():
    index = SearchIndex.load("/srv/docs/index.bin")
    return tornado.web.Application([(r"/search", SearchHandler, {"index": index})])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
