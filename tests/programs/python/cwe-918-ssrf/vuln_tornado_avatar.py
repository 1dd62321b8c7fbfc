# Tornado handler that proxies a user's avatar image
import tornado.httpclient
import tornado.ioloop
import tornado.web


class AvatarHandler(tornado.web.RequestHandler):
    async def get(self):
        source = self.get_argument("src")
        client = tornado.httpclient.AsyncHTTPClient()
        resp = await client.fetch(source, request_timeout=5, raise_error=False)
        self.set_status(resp.code if resp.code < 600 else 502)
        self.set_header("Content-Type", resp.headers.get("Content-Type", "application/octet-stream"))
        self.write(resp.body or b"")


def make_app():
    return tornado.web.Application([(r"/avatar", AvatarHandler)])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
