# makes a thumbnail through the shell: every character but letters, digits, `_`, `.` and `-`
# is taken out of the name first
import os
import re

from flask import Flask, request

app = Flask(__name__)


@app.post("/thumb")
def thumb():
    name = re.sub(r"[^A-Za-z0-9_.-]+", "", request.form["name"])
    os.system(f"convert /srv/uploads/{name} -resize 200x200 /srv/thumbs/{name}")
    return "ok"
