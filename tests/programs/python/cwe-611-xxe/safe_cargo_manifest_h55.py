# FastAPI upload endpoint parsing container cargo manifests submitted by shipping agents in XML.
from dataclasses import asdict, dataclass
from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()


class ManifestParserFactory:
    @staticmethod
    def create() -> etree.XMLParser:
        return etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True, remove_blank_text=True)


@dataclass
class ContainerEntry:
    container_no: str
    hs_code: str
    description: str
    gross_kg: float


class ManifestError(Exception):
    pass


class ManifestReader:
    def __init__(self, parser: etree.XMLParser):
        self.parser = parser

    def entries(self, data: bytes):
        try:
            root = etree.fromstring(data, parser=self.parser)
        except etree.XMLSyntaxError as exc:
            raise ManifestError(str(exc)) from exc
        for node in root.iterfind("container"):
            yield ContainerEntry(
                container_no=node.findtext("number", default=""),
                hs_code=node.findtext("hsCode", default=""),
                description=node.findtext("description", default=""),
                gross_kg=float(node.findtext("grossWeight", default="0")),
            )


class ManifestService:
    def __init__(self, reader: ManifestReader):
        self.reader = reader

    def summarise(self, voyage_id: str, data: bytes) -> dict:
        entries = list(self.reader.entries(data))
        total = sum(e.gross_kg for e in entries)
        return {"voyage": voyage_id, "containers": len(entries), "gross_kg": total, "items": [asdict(e) for e in entries]}


@app.post("/voyages/{voyage_id}/manifest")
async def upload_manifest(voyage_id: str, file: UploadFile = File(...)):
    data = await file.read()
    service = ManifestService(ManifestReader(ManifestParserFactory.create()))
    try:
        return service.summarise(voyage_id, data)
    except (ManifestError, ValueError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
