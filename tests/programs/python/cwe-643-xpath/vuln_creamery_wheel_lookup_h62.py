# A creamery wheel lookup program of the h62 set (cwe-643-xpath).
"""Wheel lookup for the cheese maker's aging rooms.

The cave inventory is kept in caves.xml by the cellar management software:
    <caves><cave id="north"><wheel lot="T-2291" style="tomme" rind="natural" turned="2025-02-03"
           weight_kg="5.8" reserved_for="wholesale"/>...</cave></caves>
"""
import asyncio
import os
from functools import lru_cache
from typing import Dict, List

import tornado.web
from lxml import etree

INVENTORY = os.environ.get("CAVE_INVENTORY", "/srv/creamery/caves.xml")
CAVES = frozenset({"north", "south", "vault"})


@lru_cache(maxsize=1)
def inventory() -> etree._ElementTree:
    return etree.parse(INVENTORY, etree.XMLParser(resolve_entities=False, no_network=True))


def wheel_query(cave: str, style: str) -> List[etree._Element]:
    expr = f"/caves/cave[@id='{cave}']/wheel[@style='{style}' and not(@reserved_for)]"
    return inventory().xpath(expr)


def as_record(wheel: etree._Element) -> Dict[str, str]:
    return {key: wheel.get(key, "") for key in ("lot", "style", "rind", "turned", "weight_kg")}


class CaveContext:
    """Validated cave id for a request."""

    def __init__(self, raw: str) -> None:
        cave = raw.strip().lower()
        if cave not in CAVES:
            raise tornado.web.HTTPError(404, reason="unknown cave")
        self.cave = cave


class AvailableWheels(tornado.web.RequestHandler):
    def prepare(self) -> None:
        self.ctx = CaveContext(self.path_kwargs.get("cave", ""))

    async def get(self, cave: str) -> None:
        style = self.get_query_argument("style", "tomme").strip().lower()
        wheels = await asyncio.to_thread(wheel_query, self.ctx.cave, style)
        records = sorted(map(as_record, wheels), key=lambda r: r["turned"])
        self.write({"cave": self.ctx.cave, "style": style, "available": records})


def make_app() -> tornado.web.Application:
    return tornado.web.Application([(r"/caves/(?P<cave>[a-z]+)/wheels", AvailableWheels)])


async def main() -> None:
    make_app().listen(int(os.environ.get("PORT", "8888")), address=os.environ.get("BIND_HOST", "127.0.0.1"))
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
