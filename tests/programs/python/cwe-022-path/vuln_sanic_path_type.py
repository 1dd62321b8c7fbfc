# sanic app returning stored attachments by their path
import os

from sanic import Sanic
from sanic.response import text

app = Sanic("attachments")
STORE = "/srv/attachments"


@app.get("/attachments/<rel:path>")
async def attachment(request, rel):
    with open(os.path.join(STORE, rel)) as fh:
        return text(fh.read())
