# FastAPI catalogue search over an XML feed
from xml.etree import ElementTree

from fastapi import FastAPI

app = FastAPI()


@app.get("/items")
def items(sku: str):
    tree = ElementTree.parse("catalogue.xml")
    path = f"./item[sku='{sku}']"
    return [e.findtext("title") for e in tree.iterfind(path)]
