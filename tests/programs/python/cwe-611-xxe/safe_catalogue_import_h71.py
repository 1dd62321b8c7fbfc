# A catalogue import program of the h71 set (cwe-611-xxe).
import logging
from typing import Annotated

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

log = logging.getLogger("catalogue_import")
app = FastAPI(title="Marbled End catalogue import")

MAX_UPLOAD = 5 * 1024 * 1024
STRICT_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
LENIENT_PARSER = etree.XMLParser(recover=True, load_dtd=False, resolve_entities=False, no_network=True)
BINDINGS = {"quarter-leather", "half-leather", "full-cloth", "limp-vellum"}


class CatalogueError(ValueError):
    pass


def parse_catalogue(data: bytes) -> etree._Element:
    try:
        return etree.fromstring(data, STRICT_PARSER)
    except etree.XMLSyntaxError as exc:
        # publishers' export tools are sloppy; try to salvage what we can
        log.info("strict parse failed (%s), retrying leniently", exc)
        root = etree.fromstring(data, LENIENT_PARSER)
        if root is None:
            raise CatalogueError("file is not XML") from exc
        return root


def titles_from(root: etree._Element) -> list[dict]:
    titles = []
    for product in root.iterfind(".//Product"):
        isbn = (product.findtext("ISBN") or "").replace("-", "").strip()
        if len(isbn) != 13 or not isbn.isdigit():
            log.info("skipping product without a usable ISBN")
            continue
        binding = (product.findtext("Binding") or "full-cloth").strip()
        titles.append({
            "isbn": isbn,
            "title": (product.findtext("Title") or "").strip(),
            "author": (product.findtext("Contributor") or "").strip(),
            "binding": binding if binding in BINDINGS else "full-cloth",
            "copies": int(product.findtext("Copies") or 1),
        })
    return titles


@app.post("/catalogues")
async def import_catalogue(file: Annotated[UploadFile, File()]):
    data = await file.read(MAX_UPLOAD + 1)
    if len(data) > MAX_UPLOAD:
        raise HTTPException(status_code=413, detail="catalogue too large")
    try:
        root = parse_catalogue(data)
        titles = titles_from(root)
    except (CatalogueError, etree.XMLSyntaxError) as exc:
        raise HTTPException(status_code=422, detail=str(exc)) from exc
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=f"bad copies value: {exc}") from exc

    if not titles:
        raise HTTPException(status_code=422, detail="no products found")
    return {"file": file.filename, "titles": titles, "count": len(titles)}
