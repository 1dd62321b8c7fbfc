# Tornado handler that streams generated PDF reports from the reports directory.
import os

import tornado.ioloop
import tornado.web

REPORT_ROOT = "/srv/app/reports"


class ReportStore:
    def __init__(self, root):
        self.root = os.path.realpath(root)

    def resolve(self, name):
        candidate = os.path.realpath(os.path.join(self.root, name))
        if os.path.commonpath([candidate, self.root]) != self.root:
            raise tornado.web.HTTPError(403)
        return candidate


class ReportHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    async def get(self):
        name = self.get_argument("file")
        if not name.endswith(".pdf"):
            raise tornado.web.HTTPError(400, "only PDF reports are served")
        path = self.store.resolve(name)
        if not os.path.isfile(path):
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "application/pdf")
        self.set_header("Content-Disposition", "attachment")
        with open(path, "rb") as fh:
            self.write(fh.read())


def make_app():
    store = ReportStore(REPORT_ROOT)
    return tornado.web.Application([(r"/reports", ReportHandler, {"store": store})])


if __name__ == "__main__":
    make_app().listen(8080)
    tornado.ioloop.IOLoop.current().start()
