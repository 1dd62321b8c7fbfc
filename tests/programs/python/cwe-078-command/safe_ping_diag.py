# Network diagnostics handler: pings a host entered in the operator console and returns the output.
import re
import subprocess

import tornado.ioloop
import tornado.web

HOST_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]*")


def looks_like_host(value):
    return bool(HOST_RE.fullmatch(value)) and len(value) <= 253


def run_ping(host, count):
    cmd = ["ping", "-c", str(count), "-W", "2", host]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
    return proc.returncode, proc.stdout


class PingHandler(tornado.web.RequestHandler):
    def post(self):
        host = self.get_body_argument("host", "").strip()
        try:
            count = max(1, min(int(self.get_body_argument("count", "3")), 10))
        except ValueError:
            count = 3
        if not looks_like_host(host):
            self.set_status(400)
            self.finish({"error": "invalid host"})
            return
        code, out = run_ping(host, count)
        self.finish({"exit": code, "output": out})


def make_app():
    return tornado.web.Application([(r"/diag/ping", PingHandler)])


if __name__ == "__main__":
    make_app().listen(8088)
    tornado.ioloop.IOLoop.current().start()
