# A wheel log search program of the h74 set (cwe-1333-redos).
import asyncio
import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ.get("DJANGO_SECRET_KEY", ""),
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["tech.harborlights-wheel.com"],
    MIDDLEWARE=["django.middleware.common.CommonMiddleware"],
)

from django.http import HttpRequest, JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402

LOG_DIR = Path(os.environ.get("MAINT_LOG_DIR", "/srv/harborlights/maintenance-logs"))
MAX_HITS = 200
_search_pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="logsearch")


def _scan_file(log_path: Path, matcher: re.Pattern) -> list[dict]:
    hits = []
    with log_path.open(encoding="utf-8", errors="replace") as fh:
        for line_no, line in enumerate(fh, start=1):
            if matcher.search(line):
                hits.append({"file": log_path.name, "line": line_no, "text": line.rstrip()[:300]})
                if len(hits) >= MAX_HITS:
                    break
    return hits


async def search_logs(request: HttpRequest) -> JsonResponse:
    term = request.GET.get("q", "").strip()
    if not 2 <= len(term) <= 120:
        return JsonResponse({"error": "search term must be 2-120 characters"}, status=400)
    try:
        matcher = re.compile(term, re.IGNORECASE)
    except re.error as exc:
        return JsonResponse({"error": f"bad search term: {exc}"}, status=400)

    files = sorted(LOG_DIR.glob("*.log"), reverse=True)[:60]
    loop = asyncio.get_running_loop()
    jobs = [loop.run_in_executor(_search_pool, _scan_file, f, matcher) for f in files]
    try:
        per_file = await asyncio.wait_for(asyncio.gather(*jobs), timeout=15)
    except asyncio.TimeoutError:
        return JsonResponse({"error": "search took too long, narrow it down"}, status=504)

    hits = [h for chunk in per_file for h in chunk][:MAX_HITS]
    return JsonResponse({"query": term, "files_searched": len(files), "hits": hits})


urlpatterns = [path("maintenance/search", search_logs)]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
else:
    from django.core.asgi import get_asgi_application

    application = get_asgi_application()
