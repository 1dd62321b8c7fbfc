# A regex or trim test: py strip lower chain (written in review)
import os, re
from flask import request

def notify():
    name = request.args["name"]
    t = name.strip().lower()
    if re.fullmatch(r"[a-z0-9]+", t):
        os.system("echo " + name + " | mail ops")
