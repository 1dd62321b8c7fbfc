# Quart endpoint that searches a game studio's asset catalogue by name pattern and tag.
import re

from quart import Quart, jsonify, request

app = Quart(__name__)
MAX_RESULTS = 50


class AssetIndex:
    def __init__(self, assets: list):
        self.assets = assets

    def search(self, matcher, tag: str = "") -> list:
        hits = []
        for asset in self.assets:
            if tag and tag not in asset["tags"]:
                continue
            if matcher.search(asset["name"]) or matcher.search(asset.get("description", "")):
                hits.append(asset)
                if len(hits) >= MAX_RESULTS:
                    break
        return hits


def build_matcher(term: str):
    return re.compile(re.escape(term), re.IGNORECASE)


@app.before_serving
async def load_index():
    app.asset_index = AssetIndex(await app.asset_repo.load_all())


@app.get("/assets/search")
async def search_assets():
    term = request.args.get("q", "").strip()
    tag = request.args.get("tag", "")
    if not term or len(term) > 120:
        return jsonify({"error": "q must be 1-120 characters"}), 400
    try:
        matcher = build_matcher(term)
    except re.error as exc:
        return jsonify({"error": f"bad pattern: {exc}"}), 400
    hits = app.asset_index.search(matcher, tag)
    return jsonify([{"id": a["id"], "name": a["name"], "kind": a["kind"]} for a in hits])
