# FastAPI catalogue search over an XML feed
from xml.etree import ElementTree

from fastapi import FastAPI, HTTPException

app = FastAPI()
SECTIONS = {"books", "music", "games"}


@app.get("/section")
def section(name: str):
    if name not in SECTIONS:
        raise HTTPException(status_code=404)
    tree = ElementTree.parse("catalogue.xml")
    return [e.findtext("title") for e in tree.iterfind(f"./{name}/item")]
