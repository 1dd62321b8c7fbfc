# A ghost guide xpath program of the h74 set (cwe-643-xpath).
import asyncio
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from fastapi import FastAPI, HTTPException, Query
from lxml import etree

ROSTER_FILE = Path(os.environ.get("GUIDE_ROSTER", "/srv/hauntedwalks/roster.xml"))

app = FastAPI(title="Lantern & Shadow guide profiles")
_xml_pool = ThreadPoolExecutor(max_workers=3, thread_name_prefix="roster")

_cache_lock = threading.Lock()
_cache: dict[str, object] = {"mtime": None, "tree": None}


def _roster() -> etree._ElementTree:
    mtime = ROSTER_FILE.stat().st_mtime
    with _cache_lock:
        if _cache["mtime"] != mtime:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            _cache["tree"] = etree.parse(str(ROSTER_FILE), parser)
            _cache["mtime"] = mtime
        return _cache["tree"]


def _find_guide(display_name: str) -> dict | None:
    tree = _roster()
    matches = tree.xpath("/roster/guide[@active='yes'][display-name=$name]", name=display_name)
    if not matches:
        return None
    guide = matches[0]
    return {
        "name": guide.findtext("display-name"),
        "bio": guide.findtext("bio"),
        "languages": [lang.text for lang in guide.iterfind("languages/language")],
        "walks": [
            {"route": w.get("route"), "date": w.get("date"), "start": w.get("start")}
            for w in guide.iterfind("schedule/walk")
        ],
    }


@app.get("/guides/profile")
async def guide_profile(name: str = Query(..., min_length=2, max_length=60)):
    loop = asyncio.get_running_loop()
    future = loop.run_in_executor(_xml_pool, _find_guide, name.strip())
    try:
        profile = await asyncio.wait_for(future, timeout=4)
    except asyncio.TimeoutError:
        raise HTTPException(status_code=503, detail="roster busy, try again")
    except etree.XPathEvalError:
        raise HTTPException(status_code=400, detail="unsupported name")
    if profile is None:
        raise HTTPException(status_code=404, detail="no such guide")
    return profile


@app.on_event("shutdown")
def _shutdown() -> None:
    _xml_pool.shutdown(wait=False)


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8067)
