# Pages of the help section, served by an HTML router.
from html import escape
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/help", default_response_class=HTMLResponse)


@router.get("/search")
async def search(request: Request):
    q = request.query_params.get("q", "")
    return f"No help topics match {escape(q)}"
