# Falcon ASGI resource that imports a carrier's XML cargo manifest and echoes back a parsed summary.
import falcon
import falcon.asgi
from lxml import etree

MAX_MANIFEST_BYTES = 2 * 1024 * 1024


class ManifestParser:
    def __init__(self):
        self.parser = etree.XMLParser(
            load_dtd=True,
            resolve_entities=True,
            no_network=False,
            remove_blank_text=True,
        )

    def parse(self, payload: bytes) -> dict:
        root = etree.fromstring(payload, self.parser)
        consignments = []
        for node in root.iterfind("consignment"):
            consignments.append({
                "ref": node.findtext("reference", default=""),
                "consignee": node.findtext("consignee", default=""),
                "pieces": int(node.findtext("pieces", default="0")),
                "weight_kg": float(node.findtext("weight", default="0")),
            })
        return {"vessel": root.get("vessel", ""), "consignments": consignments}


class ManifestResource:
    def __init__(self):
        self.manifests = ManifestParser()

    async def on_post(self, req, resp):
        if req.content_length and req.content_length > MAX_MANIFEST_BYTES:
            raise falcon.HTTPPayloadTooLarge()
        payload = await req.stream.read()
        try:
            summary = self.manifests.parse(payload)
        except (etree.XMLSyntaxError, ValueError) as exc:
            raise falcon.HTTPBadRequest(description=f"manifest rejected: {exc}")
        resp.media = summary
        resp.status = falcon.HTTP_201


app = falcon.asgi.App()
app.add_route("/manifests", ManifestResource())
