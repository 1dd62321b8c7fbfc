# A regex or trim test: py generic search (written in review)
import os
from flask import request
from myindex import index

def lookup():
    name = request.args["name"]
    if index.search(name):
        os.system("echo found " + name)
