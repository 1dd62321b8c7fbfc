# A basket pattern sheets program of the h66 set (cwe-022-path).
# Pattern-sheet download for the basket weavers' guild members area (Bottle 0.12).
import os
import mimetypes

from bottle import Bottle, request, response, abort, run

PATTERN_DIR = os.environ.get("GUILD_PATTERN_DIR", "/srv/guild/patterns")
ALLOWED_EXT = (".pdf", ".png", ".txt")

app = Bottle()


def list_sheets(material):
    folder = os.path.join(PATTERN_DIR, "index")
    names = []
    for name in sorted(os.listdir(folder)):
        if material and not name.startswith(material + "-"):
            continue
        if name.endswith(ALLOWED_EXT):
            names.append(name)
    return names


def has_allowed_ext(name):
    return name.lower().endswith(ALLOWED_EXT)


@app.get("/patterns")
def patterns():
    op = request.query.get("op", "list")
    if op == "list":
        material = request.query.get("material", "")
        if material not in ("", "willow", "rush", "cane", "hazel"):
            abort(400, "unknown material")
        return {"sheets": list_sheets(material)}

    if op == "get":
        sheet = request.query.get("sheet", "")
        if not sheet or not has_allowed_ext(sheet):
            abort(400, "bad sheet name")
        base = os.path.realpath(os.path.join(PATTERN_DIR, "index"))
        path = os.path.realpath(os.path.join(base, sheet))
        if not path.startswith(base + os.sep):
            abort(400, "bad sheet name")
        if not os.path.isfile(path):
            abort(404, "no such sheet")
        ctype, _ = mimetypes.guess_type(path)
        response.content_type = ctype or "application/octet-stream"
        response.set_header("Content-Disposition",
                            "attachment; filename=%s" % os.path.basename(path))
        with open(path, "rb") as fh:
            return fh.read()

    abort(400, "unknown op")


if __name__ == "__main__":
    run(app, host="127.0.0.1", port=8082)
