# Sanic admin endpoint counting log lines that mention a word
import os
import shlex

from sanic import Sanic
from sanic.response import json

app = Sanic("logsearch")


@app.get("/admin/logcount")
async def logcount(request):
    word = request.args.get("word", "")
    if not word:
        return json({"error": "word required"}, status=400)
    with os.popen("grep -c -- " + shlex.quote(word) + " /var/log/app/app.log") as pipe:
        raw = pipe.read().strip()
    return json({"word": word, "count": int(raw or 0)})
