# A pen repair history program of the h66 set (cwe-078-command).
# Repair-history lookup for the fountain pen clinic (Tornado 4 era).
# Bench logs are rotated nightly and gzipped, so we grep them in place.
import os
import json

import tornado.ioloop
import tornado.web

LOG_DIR = os.environ.get("PENCLINIC_LOG_DIR", "/var/log/penclinic/bench")
MAX_LINES = 200


def _valid_serial(serial):
    # serials printed on the repair tags are at most 24 characters
    if len(serial) > 24:
        return False
    return True


def _parse_line(line):
    # date|serial|technician|work done
    parts = line.rstrip("\n").split("|", 3)
    if len(parts) != 4:
        return None
    return {"date": parts[0], "serial": parts[1],
            "technician": parts[2], "work": parts[3]}


class HistoryHandler(tornado.web.RequestHandler):

    def get(self):
        serial = self.get_argument("serial", "").strip()
        op = self.get_argument("op", "history")
        if not serial or not _valid_serial(serial):
            self.set_status(400)
            self.write({"error": "bad serial"})
            return

        cmd = "zgrep -h -F -e '%s' %s/*.gz" % (serial, LOG_DIR)
        pipe = os.popen(cmd)
        entries = []
        try:
            for line in pipe:
                rec = _parse_line(line)
                if rec is None:
                    continue
                entries.append(rec)
                if len(entries) >= MAX_LINES:
                    break
        finally:
            pipe.close()

        if op == "count":
            self.write({"serial": serial, "repairs": len(entries)})
        elif op == "last":
            self.write({"serial": serial,
                        "last": entries[-1] if entries else None})
        else:
            self.set_header("Content-Type", "application/json")
            self.write(json.dumps({"serial": serial, "history": entries}))


def make_app():
    return tornado.web.Application([
        (r"/pens/history", HistoryHandler),
    ])


if __name__ == "__main__":
    app = make_app()
    app.listen(8877, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
