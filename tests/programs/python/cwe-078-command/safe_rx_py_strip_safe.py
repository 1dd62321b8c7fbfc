# A regex or trim test: py strip (written in review)
import os, re
from flask import request

def notify():
    name = request.args["name"].strip()
    if re.fullmatch(r"[a-z0-9]+", name):
        os.system("echo " + name + " | mail ops")
