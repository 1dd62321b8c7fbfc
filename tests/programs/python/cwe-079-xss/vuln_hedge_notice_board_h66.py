# A hedge notice board program of the h66 set (cwe-079-xss).
# Public notice board for the hedge laying association (plain WSGI, 2013).
import os
import json
from html import escape
from urllib.parse import parse_qs

NOTICES_FILE = os.environ.get("HEDGE_NOTICES", "/srv/hedgelaying/notices.json")

PAGE_HEAD = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Hedge laying notices</title></head>
<body><h1>Hedge laying notices</h1>
"""
PAGE_FOOT = "</body></html>"

STYLES = ("midland", "south-of-england", "welsh-border", "devon", "derbyshire")


def load_notices():
    fh = open(NOTICES_FILE)
    try:
        return json.load(fh)
    finally:
        fh.close()


def matches(notice, parish, style, hedge):
    if parish and notice.get("parish", "").lower() != parish.lower():
        return False
    if style and notice.get("style") != style:
        return False
    if hedge and hedge.lower() not in notice.get("hedge", "").lower():
        return False
    return True


def application(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    parish = params.get("parish", [""])[0]
    style = params.get("style", [""])[0]
    hedge = params.get("hedge", [""])[0]
    if style not in STYLES:
        style = ""

    found = [n for n in load_notices() if matches(n, parish, style, hedge)]

    html = PAGE_HEAD
    if parish:
        html += "<p>Showing notices for parish <b>%s</b></p>\n" % escape(parish)
    if not found:
        html += "<p>No hedges matching '%s' are due for laying.</p>\n" % hedge
    else:
        html += "<ul>\n"
        for n in found:
            html += "<li>%s &ndash; %s (%s style), %d m, contact %s</li>\n" % (
                escape(n["date"]), escape(n["hedge"]), escape(n["style"]),
                int(n["length_m"]), escape(n["contact"]))
        html += "</ul>\n"
    html += PAGE_FOOT

    body = html.encode("utf-8")
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"),
                              ("Content-Length", str(len(body)))])
    return [body]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server
    make_server("127.0.0.1", 8060, application).serve_forever()
