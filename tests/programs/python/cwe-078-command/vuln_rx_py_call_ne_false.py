# A regex or trim test: py call ne false (written in review)
import os, re
from flask import request

NAME = re.compile(r"[a-z]+")

def notify():
    name = request.args["name"]
    if NAME.fullmatch(name) != False:
        os.system("echo " + name)
