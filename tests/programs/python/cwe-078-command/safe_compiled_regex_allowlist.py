# makes a thumbnail through the shell: a compiled pattern takes every character but letters,
# digits, `_`, `.` and `-` out of the name first
import os
import re

from flask import Flask, request

app = Flask(__name__)
UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


@app.post("/thumb")
def thumb():
    name = UNSAFE.sub("", request.form["name"])
    os.system(f"convert /srv/uploads/{name} -resize 200x200 /srv/thumbs/{name}")
    return "ok"
