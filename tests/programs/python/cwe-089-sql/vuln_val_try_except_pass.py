# uuid.UUID() is called only as a check and its ValueError is swallowed with pass, so any string is concatenated into the SQL.
import sqlite3
import uuid
from fastapi import FastAPI

app = FastAPI()
db = sqlite3.connect("app.db", check_same_thread=False)


@app.get("/sessions/{session_id}")
def get_session(session_id: str):
    try:
        uuid.UUID(session_id)
    except ValueError:
        pass  # legacy ids are not UUIDs
    cur = db.execute("SELECT user_id, expires FROM sessions WHERE id = '" + session_id + "'")
    row = cur.fetchone()
    if row is None:
        return {"error": "not found"}
    return {"user_id": row[0], "expires": row[1]}
