# Quart endpoint that validates and saves the tag list attached to a knowledge-base article.
import re

from quart import Quart, jsonify, request

from kb.store import load_article, set_article_tags

app = Quart(__name__)

TAG_RE = re.compile(r"^([A-Za-z0-9]+[-_]?)+$")
MAX_TAGS = 20


def normalise_tags(raw_tags):
    accepted, rejected = [], []
    for raw in raw_tags[:MAX_TAGS]:
        tag = str(raw).strip()
        if TAG_RE.match(tag):
            accepted.append(tag.lower())
        else:
            rejected.append(tag[:50])
    return sorted(set(accepted)), rejected


@app.put("/articles/<int:article_id>/tags")
async def save_tags(article_id: int):
    article = await load_article(article_id)
    if article is None:
        return jsonify({"error": "article not found"}), 404
    body = await request.get_json()
    if not isinstance(body, dict) or not isinstance(body.get("tags"), list):
        return jsonify({"error": "expected a JSON object with a tags list"}), 400
    tags, rejected = normalise_tags(body["tags"])
    if rejected:
        return jsonify({"error": "invalid tags", "rejected": rejected}), 422
    await set_article_tags(article_id, tags)
    return jsonify({"article": article_id, "tags": tags})
