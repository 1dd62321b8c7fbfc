# Tornado handler serving a JSON catalogue with a content fingerprint header
import hashlib
import json

import tornado.web

CATALOGUE = {"items": [{"sku": "A1", "price": 9.5}, {"sku": "B2", "price": 12.0}]}


class CatalogueHandler(tornado.web.RequestHandler):
    def get(self):
        body = json.dumps(CATALOGUE, sort_keys=True).encode()
        fingerprint = hashlib.md5(body, usedforsecurity=False).hexdigest()
        self.set_header("ETag", f'"{fingerprint}"')
        self.set_header("Content-Type", "application/json")
        self.write(body)


app = tornado.web.Application([(r"/catalogue", CatalogueHandler)])
