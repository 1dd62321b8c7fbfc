# A drystone parcel grpc program of the h65 set (cwe-295-tls).
import math
import os
import re

import certifi
import grpc
import requests

from walling.v1 import boundary_pb2, boundary_pb2_grpc

PARCEL_REF = re.compile(r"[A-Z]{2}\d{4}-\d{4}")


class CountyGisClient:
    """Parcel boundaries from the county's GIS service (walls are drawn as line features)."""

    def __init__(self, base_url: str, api_key: str):
        self._base = base_url.rstrip("/")
        self._session = requests.Session()
        self._session.headers.update({"X-Api-Key": api_key, "Accept": "application/geo+json"})
        self._session.verify = os.environ.get("COUNTY_GIS_CA_BUNDLE") or certifi.where()

    def wall_features(self, parcel_ref: str) -> list:
        resp = self._session.get(
            f"{self._base}/parcels/{parcel_ref}/boundaries", params={"kind": "wall"}, timeout=10
        )
        resp.raise_for_status()
        return resp.json().get("features", [])


def segment_length_m(coords) -> float:
    # British National Grid coordinates are already in metres.
    return sum(math.dist(a, b) for a, b in zip(coords, coords[1:]))


class BoundaryService(boundary_pb2_grpc.BoundaryServicer):
    def __init__(self, gis: CountyGisClient):
        self._gis = gis

    def SurveyParcel(self, request, context):
        if not PARCEL_REF.fullmatch(request.parcel_ref):
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, "parcel_ref looks like SD1234-5678")
        try:
            features = self._gis.wall_features(request.parcel_ref)
        except requests.RequestException:
            context.abort(grpc.StatusCode.UNAVAILABLE, "county GIS did not answer")

        reply = boundary_pb2.ParcelSurvey(parcel_ref=request.parcel_ref)
        for feature in features:
            props = feature.get("properties", {})
            coords = [tuple(c) for c in feature.get("geometry", {}).get("coordinates", [])]
            reply.walls.add(
                wall_id=str(props.get("id", "")),
                length_m=round(segment_length_m(coords), 1),
                condition=str(props.get("condition", "unknown")),
            )
        reply.total_length_m = round(sum(w.length_m for w in reply.walls), 1)
        return reply


def register(server):
    gis = CountyGisClient(os.environ["COUNTY_GIS_URL"], os.environ["COUNTY_GIS_API_KEY"])
    boundary_pb2_grpc.add_BoundaryServicer_to_server(BoundaryService(gis), server)
