# Bottle endpoint that creates a team workspace after validating the requested URL slug.
import re
import sqlite3

from bottle import Bottle, HTTPError, request, response

app = Bottle()
DB_PATH = "/var/lib/workspaces/workspaces.db"
SLUG_RE = re.compile(r"^([a-z0-9]+-?)*$")
RESERVED = {"admin", "api", "www", "help", "status", "login"}


def valid_slug(slug):
    if len(slug) < 3 or len(slug) > 100 or slug in RESERVED:
        return False
    return SLUG_RE.match(slug) is not None and not slug.endswith("-")


def insert_workspace(slug, name, owner):
    with sqlite3.connect(DB_PATH) as db:
        try:
            db.execute(
                "INSERT INTO workspaces (slug, name, owner_email) VALUES (?, ?, ?)",
                (slug, name, owner),
            )
        except sqlite3.IntegrityError:
            return False
    return True


@app.post("/workspaces")
def create_workspace():
    data = request.json or {}
    slug = str(data.get("slug", "")).strip().lower()
    name = str(data.get("name", slug))[:120]
    owner = str(data.get("owner", ""))
    if not valid_slug(slug):
        raise HTTPError(422, "slug must be lowercase letters, digits and single dashes")
    if not insert_workspace(slug, name, owner):
        raise HTTPError(409, "slug already taken")
    response.status = 201
    return {"slug": slug, "url": "https://%s.workspaces.example.com/" % slug}
