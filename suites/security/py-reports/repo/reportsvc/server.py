import json
from http import cookies
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from . import definitions, jobs, prefs, settings, webhooks


class Handler(BaseHTTPRequestHandler):
    def _send(self, status, payload):
        body = json.dumps(payload).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _body(self):
        length = int(self.headers.get("Content-Length", "0"))
        return self.rfile.read(length).decode("utf-8")

    def _prefs(self):
        jar = cookies.SimpleCookie(self.headers.get("Cookie", ""))
        return prefs.decode_prefs(jar["prefs"].value if "prefs" in jar else "")

    def do_GET(self):
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        if url.path == "/diagnostics/ping":
            host = query.get("host", [""])[0]
            return self._send(200, {"host": host, "reachable": jobs.check_source(host)})
        if url.path == "/preferences":
            return self._send(200, self._prefs())
        if url.path == "/reports/link":
            return self._send(200, {"token": jobs.download_token()})
        return self._send(404, {"error": "not found"})

    def do_POST(self):
        url = urlsplit(self.path)
        if url.path == "/definitions":
            doc = definitions.parse_definition(self._body())
            return self._send(201, {"name": doc["name"]})
        if url.path == "/webhooks/test":
            target = json.loads(self._body())["url"]
            status, text = webhooks.test_webhook(target)
            return self._send(200, {"status": status, "body": text})
        if url.path.startswith("/reports/") and url.path.endswith("/pdf"):
            report_id = url.path.split("/")[2]
            return self._send(200, {"file": jobs.render_pdf(report_id)})
        return self._send(404, {"error": "not found"})


def main():
    ThreadingHTTPServer(settings.LISTEN, Handler).serve_forever()


if __name__ == "__main__":
    main()
