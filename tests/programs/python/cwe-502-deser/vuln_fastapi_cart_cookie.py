# FastAPI shop restoring the shopping cart from a cookie
import base64
import pickle
from typing import Optional

from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/cart")
async def show_cart(cart: Optional[str] = Cookie(None)):
    if not cart:
        return {"items": [], "total": 0}
    items = pickle.loads(base64.urlsafe_b64decode(cart))
    total = sum(i["price"] * i["qty"] for i in items)
    return {"items": items, "total": total}
