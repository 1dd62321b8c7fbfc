import json
from urllib.parse import parse_qs

from . import importer, moderation, preview, store, views


def respond(start_response, status, body, content_type="text/html; charset=utf-8", headers=()):
    data = body.encode("utf-8") if isinstance(body, str) else body
    start_response(status, [("Content-Type", content_type), ("Content-Length", str(len(data))), *headers])
    return [data]


def read_form(environ):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    return {k: v[0] for k, v in parse_qs(environ["wsgi.input"].read(length).decode("utf-8")).items()}


def application(environ, start_response):
    path = environ.get("PATH_INFO", "/")
    method = environ["REQUEST_METHOD"]
    query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
    conn = store.connect()
    try:
        if method == "POST" and path == "/pastes":
            form = read_form(environ)
            slug, key = store.create(conn, form.get("title", "untitled"), form["body"], form.get("language", "text"), form.get("private") == "on")
            return respond(start_response, "201 Created", json.dumps({"slug": slug, "delete_key": key}), "application/json")
        if method == "GET" and path.startswith("/p/"):
            paste = store.get(conn, path[3:])
            if paste is None:
                return respond(start_response, "404 Not Found", "not found")
            return respond(start_response, "200 OK", views.render("paste.html", paste=paste))
        if method == "GET" and path.startswith("/embed/"):
            paste = store.get(conn, path[7:])
            if paste is None or paste["private"]:
                return respond(start_response, "404 Not Found", "not found")
            return respond(start_response, "200 OK", views.render_embed(paste), "application/javascript")
        if method == "POST" and path.startswith("/delete/"):
            ok = store.delete(conn, path[8:], read_form(environ).get("key", ""))
            return respond(start_response, "303 See Other", "", headers=[("Location", "/")]) if ok else respond(start_response, "403 Forbidden", "wrong key")
        if method == "POST" and path.startswith("/report/"):
            paste = store.get(conn, path[8:])
            if paste is not None:
                moderation.report(paste, read_form(environ).get("reason", "")[:500])
            return respond(start_response, "202 Accepted", "thanks")
        if method == "GET" and path == "/preview":
            return respond(start_response, "200 OK", json.dumps({"title": preview.link_title(query["url"])}), "application/json")
        if method == "POST" and path == "/import":
            data = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
            count = 0
            for item in importer.parse_export(data):
                store.create(conn, item["title"], item["body"], item["language"])
                count += 1
            return respond(start_response, "200 OK", json.dumps({"imported": count}), "application/json")
        return respond(start_response, "404 Not Found", "not found")
    finally:
        conn.close()
