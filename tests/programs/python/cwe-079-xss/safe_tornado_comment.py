# Tornado handler that previews a comment before it is posted
import tornado.ioloop
import tornado.web


class PreviewHandler(tornado.web.RequestHandler):
    def post(self):
        author = self.get_body_argument("author", "anonymous")
        body = self.get_body_argument("body")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write("<article class='preview'>")
        self.write("<h3>" + tornado.escape.xhtml_escape(author) + "</h3>")
        self.write("<div>" + tornado.escape.xhtml_escape(body) + "</div>")
        self.write("</article>")


def make_app():
    return tornado.web.Application([(r"/comments/preview", PreviewHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
