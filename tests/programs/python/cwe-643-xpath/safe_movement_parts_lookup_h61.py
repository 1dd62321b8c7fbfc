# A movement parts lookup program of the h61 set (cwe-643-xpath).
"""gRPC parts lookup for the clock and watch repair workshop.

Bench technicians' tablets call ``FindPart`` with the movement calibre and
the maker's part reference; the catalogue is the supplier's XML parts list:

    <catalogue>
      <calibre name="ETA 2824-2">
        <part ref="401" name="Balance complete" stock="3" price="48.50"/>
      </calibre>
    </catalogue>
"""
import os
from abc import ABC, abstractmethod

import grpc
from lxml import etree

import parts_pb2
import parts_pb2_grpc

CATALOGUE_PATH = os.environ.get("PARTS_CATALOGUE", "/srv/workshop/parts-catalogue.xml")


class PartCatalogue(ABC):
    @abstractmethod
    def calibres(self) -> set[str]:
        ...

    @abstractmethod
    def find(self, calibre: str, ref: str) -> list:
        ...


class XmlPartCatalogue(PartCatalogue):
    def __init__(self, path: str):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self._tree = etree.parse(path, parser)

    def calibres(self) -> set[str]:
        return set(self._tree.xpath("/catalogue/calibre/@name"))

    def find(self, calibre: str, ref: str) -> list:
        expression = "/catalogue/calibre[@name=$calibre]/part[@ref=$ref]"
        return self._tree.xpath(expression, calibre=calibre, ref=ref)


class LookupValidator:
    def __init__(self, catalogue: PartCatalogue):
        self._known = catalogue.calibres()

    def problem(self, request) -> str | None:
        if request.calibre not in self._known:
            return f"unknown calibre {request.calibre!r}"
        if not 0 < len(request.part_ref) <= 24:
            return "part reference must be 1-24 characters"
        return None


class PartsLookupServicer(parts_pb2_grpc.PartsLookupServicer):
    def __init__(self, catalogue: PartCatalogue, validator: LookupValidator):
        self._catalogue = catalogue
        self._validator = validator

    def FindPart(self, request, context):
        problem = self._validator.problem(request)
        if problem is not None:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, problem)
        matches = self._catalogue.find(request.calibre, request.part_ref)
        return parts_pb2.FindPartReply(
            parts=[
                parts_pb2.Part(
                    ref=node.get("ref"),
                    name=node.get("name"),
                    stock=int(node.get("stock", "0")),
                    price=node.get("price", ""),
                )
                for node in matches
            ]
        )


def register(server: grpc.Server) -> None:
    """Hooked into the workshop's gRPC bootstrap, which handles ports and TLS."""
    catalogue = XmlPartCatalogue(CATALOGUE_PATH)
    parts_pb2_grpc.add_PartsLookupServicer_to_server(
        PartsLookupServicer(catalogue, LookupValidator(catalogue)), server
    )
