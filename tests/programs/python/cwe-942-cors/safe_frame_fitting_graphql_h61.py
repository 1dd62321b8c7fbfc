# A frame fitting graphql program of the h61 set (cwe-942-cors).
"""GraphQL API behind the optician's virtual frame try-on widget.

The widget runs on the optician's booking site and calls this API with the
customer's portal session cookie to list saved frames and reserve a fitting.
"""
import os

import redis
from ariadne import MutationType, QueryType, graphql_sync, make_executable_schema
from flask import Flask, abort, jsonify, request
from flask_cors import CORS

TYPE_DEFS = """
type Frame { sku: String!, model: String!, colour: String! }
type Query { savedFrames: [Frame!]! }
type Mutation { reserveFitting(sku: String!, branch: String!): Boolean! }
"""


class PortalSessionStore:
    def __init__(self, client: redis.Redis):
        self._redis = client

    def customer_for(self, session_id: str | None) -> str | None:
        if not session_id:
            return None
        value = self._redis.get(f"portal:session:{session_id}")
        return value.decode() if value else None


class FrameRepository:
    def __init__(self, client: redis.Redis):
        self._redis = client

    def saved(self, customer_id: str) -> list[dict]:
        skus = self._redis.smembers(f"frames:saved:{customer_id}")
        return [self._redis.hgetall(f"frames:sku:{sku.decode()}") for sku in skus]

    def reserve(self, customer_id: str, sku: str, branch: str) -> bool:
        return bool(self._redis.hsetnx(f"fittings:{branch}:{sku}", "customer", customer_id))


query = QueryType()
mutation = MutationType()


@query.field("savedFrames")
def resolve_saved_frames(_, info):
    frames = info.context["frames"].saved(info.context["customer_id"])
    return [{k.decode(): v.decode() for k, v in frame.items()} for frame in frames]


@mutation.field("reserveFitting")
def resolve_reserve_fitting(_, info, sku, branch):
    if not (sku.isalnum() and branch.isalnum()):
        return False
    return info.context["frames"].reserve(info.context["customer_id"], sku, branch)


def create_app() -> Flask:
    app = Flask(__name__)
    allowed_origins = [origin.strip() for origin in os.environ["WIDGET_ORIGINS"].split(",") if origin.strip()]
    CORS(app, resources={r"/graphql": {"origins": allowed_origins}}, supports_credentials=True)
    client = redis.Redis.from_url(os.environ["PORTAL_REDIS_URL"])
    sessions, frames = PortalSessionStore(client), FrameRepository(client)
    schema = make_executable_schema(TYPE_DEFS, query, mutation)

    @app.post("/graphql")
    def graphql_endpoint():
        customer_id = sessions.customer_for(request.cookies.get("portal_sid"))
        if customer_id is None:
            abort(401)
        context = {"customer_id": customer_id, "frames": frames}
        ok, result = graphql_sync(schema, request.get_json(silent=True) or {}, context_value=context)
        return jsonify(result), 200 if ok else 400

    return app
