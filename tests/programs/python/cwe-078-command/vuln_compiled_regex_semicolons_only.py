# makes a thumbnail through the shell: the compiled pattern takes out semicolons only, so
# `$(...)` and `|` still run commands
import os
import re

from flask import Flask, request

app = Flask(__name__)
SEMICOLONS = re.compile(r";")


@app.post("/thumb")
def thumb():
    name = SEMICOLONS.sub("", request.form["name"])
    os.system(f"convert /srv/uploads/{name} -resize 200x200 /srv/thumbs/{name}")
    return "ok"
