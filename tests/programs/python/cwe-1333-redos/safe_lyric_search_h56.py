# Litestar endpoint offering search within song lyrics with match snippets for the streaming app
import re
from itertools import islice

from litestar import Litestar, get
from litestar.exceptions import ClientException

from streaming.catalog import iter_lyrics


def matcher(query: str):
    pattern = re.compile(re.escape(query), re.IGNORECASE)
    return lambda track: pattern.search(track.lyrics)


def snippet(match: re.Match, text: str, width: int = 40) -> str:
    start, end = max(0, match.start() - width), min(len(text), match.end() + width)
    return text[start:end].replace("\n", " / ")


def to_result(pair) -> dict:
    track, match = pair
    return {"track": track.track_id, "title": track.title, "snippet": snippet(match, track.lyrics)}


@get("/lyrics/search")
async def search_lyrics(q: str, limit: int = 20) -> list[dict]:
    if not 2 <= len(q) <= 100:
        raise ClientException(detail="query must be 2-100 characters")
    try:
        find = matcher(q)
    except re.error:
        raise ClientException(detail="query could not be parsed")
    hits = ((track, m) for track in iter_lyrics() if (m := find(track)))
    return list(map(to_result, islice(hits, max(1, min(limit, 50)))))


app = Litestar(route_handlers=[search_lyrics])
