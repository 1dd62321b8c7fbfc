# aiohttp endpoint counting entries in an uploaded Atom feed
import io
import xml.sax
from xml.sax.handler import feature_external_ges

from aiohttp import web


class EntryCounter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.entries, self.titles, self._in_title = 0, [], False

    def startElement(self, name, attrs):
        self.entries += name == "entry"
        self._in_title = name == "title"

    def characters(self, content):
        if self._in_title:
            self.titles.append(content)


async def count_entries(request: web.Request) -> web.Response:
    data = await request.read()
    handler = EntryCounter()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(data))
    return web.json_response({"entries": handler.entries, "titles": handler.titles})


app = web.Application()
app.router.add_post("/feeds/count", count_entries)
