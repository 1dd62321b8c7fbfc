# A stone datasheet graphene program of the h65 set (cwe-918-ssrf).
from urllib.parse import urlsplit

import graphene
import httpx
from graphql import GraphQLError


class DatasheetClient:
    """Fetches stone property datasheets that quarries publish as JSON."""

    def __init__(self, client: httpx.Client):
        self._client = client

    def fetch(self, url: str) -> dict:
        resp = self._client.get(url, headers={"Accept": "application/json"})
        resp.raise_for_status()
        return resp.json()


datasheets = DatasheetClient(httpx.Client(timeout=8.0, follow_redirects=False))


class StoneProperties(graphene.ObjectType):
    stone_name = graphene.String()
    quarry = graphene.String()
    bed = graphene.String()
    density_kg_m3 = graphene.Float()
    compressive_strength_mpa = graphene.Float()
    water_absorption_pct = graphene.Float()
    frost_resistant = graphene.Boolean()


class Query(graphene.ObjectType):
    stone_datasheet = graphene.Field(
        StoneProperties,
        url=graphene.String(required=True),
        description="Load a quarry datasheet to check a stone before it is specified for a repair",
    )

    def resolve_stone_datasheet(root, info, url):
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https"):
            raise GraphQLError("datasheet url must be http or https")
        try:
            data = info.context["datasheets"].fetch(url)
        except (httpx.HTTPError, ValueError) as err:
            raise GraphQLError("could not read that datasheet") from err
        return StoneProperties(
            stone_name=data.get("name"),
            quarry=data.get("quarry"),
            bed=data.get("bed"),
            density_kg_m3=data.get("density"),
            compressive_strength_mpa=data.get("compressive_strength"),
            water_absorption_pct=data.get("water_absorption"),
            frost_resistant=data.get("frost_resistant"),
        )


schema = graphene.Schema(query=Query)


def run_query(query: str, variables: dict | None = None):
    """Called by the estimating app's /graphql view with the posted document."""
    result = schema.execute(query, variable_values=variables, context_value={"datasheets": datasheets})
    return {"data": result.data, "errors": [str(e) for e in result.errors or []]}
