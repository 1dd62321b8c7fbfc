# FastAPI upload endpoint that imports a bill of materials XML exported from the engineering PLM system.
import os
from dataclasses import dataclass, field
from typing import List

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()
MAX_BOM_BYTES = int(os.environ.get("BOM_MAX_BYTES", str(5 * 1024 * 1024)))


@dataclass
class BomLine:
    part_number: str
    description: str
    quantity: float
    uom: str


@dataclass
class BillOfMaterials:
    assembly: str
    revision: str
    lines: List[BomLine] = field(default_factory=list)


def make_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, huge_tree=False)


class BomXmlReader:
    def __init__(self):
        self.parser = make_parser()

    def read(self, data: bytes) -> BillOfMaterials:
        root = etree.fromstring(data, parser=self.parser)
        bom = BillOfMaterials(root.get("assembly", ""), root.get("revision", "A"))
        for item in root.iterfind("item"):
            bom.lines.append(BomLine(
                part_number=item.findtext("partNumber", default="").strip(),
                description=item.findtext("description", default="").strip(),
                quantity=float(item.findtext("qty", default="0")),
                uom=item.findtext("uom", default="EA"),
            ))
        return bom


class BomImportService:
    def __init__(self, reader: BomXmlReader):
        self.reader = reader

    def import_bom(self, data: bytes) -> BillOfMaterials:
        if len(data) > MAX_BOM_BYTES:
            raise HTTPException(413, "BOM file too large")
        try:
            return self.reader.read(data)
        except (etree.XMLSyntaxError, ValueError) as exc:
            raise HTTPException(400, f"invalid BOM: {exc}")


service = BomImportService(BomXmlReader())


@app.post("/boms/import")
async def import_bom(file: UploadFile = File(...)):
    bom = service.import_bom(await file.read())
    return {"assembly": bom.assembly, "revision": bom.revision,
            "lines": [{"part": ln.part_number, "desc": ln.description, "qty": ln.quantity} for ln in bom.lines]}
