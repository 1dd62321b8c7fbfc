# Tornado logout handler that sends the user back to a return URL
import tornado.ioloop
import tornado.web


class LogoutHandler(tornado.web.RequestHandler):
    def get(self):
        self.clear_cookie("session")
        target = self.get_query_argument("return_to", "/")
        self.redirect(target)


def make_app():
    return tornado.web.Application([(r"/logout", LogoutHandler)])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
