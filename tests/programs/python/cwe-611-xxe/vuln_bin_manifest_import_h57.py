# Bin manifest import for a waste management depot: aiohttp handler, parser factory and import service.
from dataclasses import dataclass
from typing import List

from aiohttp import web
from lxml import etree


class ParserSettings:
    load_dtd = True
    resolve_entities = True
    no_network = False
    huge_tree = False


class XmlParserFactory:
    def __init__(self, settings: ParserSettings):
        self.s = settings

    def create(self) -> etree.XMLParser:
        return etree.XMLParser(
            load_dtd=self.s.load_dtd,
            resolve_entities=self.s.resolve_entities,
            no_network=self.s.no_network,
            huge_tree=self.s.huge_tree,
        )


@dataclass
class BinRecord:
    bin_id: str
    stream: str
    fill_pct: int


class ManifestImporter:
    def __init__(self, factory: XmlParserFactory):
        self.factory = factory

    def parse(self, payload: bytes) -> List[BinRecord]:
        root = etree.fromstring(payload, parser=self.factory.create())
        return [
            BinRecord(node.get("id", ""), node.findtext("stream", "general"), int(node.findtext("fill", "0")))
            for node in root.iter("bin")
        ]


class ManifestController:
    def __init__(self, importer: ManifestImporter):
        self.importer = importer

    async def upload(self, request: web.Request) -> web.Response:
        payload = await request.read()
        try:
            records = self.importer.parse(payload)
        except (etree.XMLSyntaxError, ValueError) as exc:
            return web.json_response({"error": str(exc)}, status=400)
        streams = sorted({r.stream for r in records})
        return web.json_response({"count": len(records), "streams": streams})


def build_app() -> web.Application:
    controller = ManifestController(ManifestImporter(XmlParserFactory(ParserSettings())))
    app = web.Application(client_max_size=2 * 1024 * 1024)
    app.router.add_post("/depots/{depot}/manifests", controller.upload)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8085)
