# A font specimen bundle program of the h64 set (cwe-022-path).
"""Specimen bundle download for the type foundry's trade customers.

GET /specimens/<family>/bundle?file=caslon-regular.otf&file=caslon-italic.otf
Returns a zip with the requested font files of one family.
"""
import io
import os
import re
import zipfile

from sanic import Sanic
from sanic.exceptions import BadRequest, NotFound
from sanic.response import raw

app = Sanic("foundry_specimens")

FONT_ROOT = os.path.realpath(os.environ.get("FOUNDRY_FONT_ROOT", "/srv/foundry/fonts"))
FAMILIES = {"caslon", "bodoni", "garamond", "clarendon", "grotesque"}
FONT_FILE = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}\.(otf|ttf|woff2)", re.IGNORECASE)


def is_font_file(name):
    return FONT_FILE.fullmatch(name) is not None


def resolve_font(family, name):
    if not is_font_file(name):
        return None
    path = os.path.realpath(os.path.join(FONT_ROOT, family, name))
    if os.path.commonpath([path, FONT_ROOT]) != FONT_ROOT:
        return None
    return path


@app.get("/specimens/<family>/bundle")
async def bundle(request, family):
    family = family.lower()
    if family not in FAMILIES:
        raise NotFound("unknown family")

    names = request.args.getlist("file") or []
    if not names or len(names) > 24:
        raise BadRequest("ask for between 1 and 24 files")

    plan = {}
    for name in names:
        path = resolve_font(family, name)
        if path is None:
            raise BadRequest(f"not a font file: {name}")
        plan[os.path.basename(name)] = path

    buf = io.BytesIO()
    sizes = {}
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for arcname, path in sorted(plan.items()):
            try:
                with open(path, "rb") as fh:
                    data = fh.read()
            except FileNotFoundError:
                raise NotFound(f"no such file: {arcname}")
            zf.writestr(f"{family}/{arcname}", data)
            sizes[arcname] = len(data)
        zf.writestr(
            f"{family}/CONTENTS.txt",
            "\n".join(f"{n}\t{s} bytes" for n, s in sizes.items()),
        )

    return raw(
        buf.getvalue(),
        content_type="application/zip",
        headers={"Content-Disposition": f'attachment; filename="{family}-specimens.zip"'},
    )
