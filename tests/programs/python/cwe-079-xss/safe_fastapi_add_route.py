# A FastAPI app registering its echo page without a decorator.
import html
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


async def echo(request: Request):
    return "you sent " + html.escape(request.query_params["msg"])


app.add_api_route("/echo", echo, methods=["GET"], response_class=HTMLResponse)
