# Tornado handler that looks up a user's roles in the XML access policy shipped with the gateway.
import os

import tornado.ioloop
import tornado.web
from lxml import etree

POLICY_PATH = os.environ.get("ACCESS_POLICY", "/etc/gateway/access-policy.xml")


class PolicyStore:
    def __init__(self, path):
        self.path = path
        self.tree = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))

    def roles_for(self, tenant, username):
        query = "/policy/tenant[@id='%s']/user[@name='%s']/role/text()" % (tenant, username)
        return [str(r) for r in self.tree.xpath(query)]


class RolesHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    def get(self, tenant):
        username = self.get_query_argument("user", "").strip()
        if not username:
            raise tornado.web.HTTPError(400, "user is required")
        roles = self.store.roles_for(tenant, username)
        if not roles:
            raise tornado.web.HTTPError(404)
        self.write({"tenant": tenant, "user": username, "roles": roles})


def make_app():
    store = PolicyStore(POLICY_PATH)
    return tornado.web.Application([
        (r"/tenants/([a-z0-9-]+)/roles", RolesHandler, dict(store=store)),
    ])


if __name__ == "__main__":
    make_app().listen(8092)
    tornado.ioloop.IOLoop.current().start()
