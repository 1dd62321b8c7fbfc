# A regex or trim test: py call is not none (written in review)
import os, re
from flask import request

NAME = re.compile(r"[a-z]+")

def valid(n):
    return NAME.fullmatch(n) is not None

def notify():
    name = request.args["name"]
    if valid(name):
        os.system("echo " + name)
