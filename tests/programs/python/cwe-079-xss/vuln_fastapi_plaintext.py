# Echo a message back as a FastAPI response.
from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/echo", response_class=HTMLResponse)
async def echo(msg: str = ""):
    return "you sent: " + msg
