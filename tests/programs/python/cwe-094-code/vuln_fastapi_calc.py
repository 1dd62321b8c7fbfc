# FastAPI calculator endpoint for spreadsheet-style formulas
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()


class Formula(BaseModel):
    expression: str = Field(..., max_length=200)


@app.post("/calc")
async def calc(f: Formula):
    try:
        value = eval(f.expression, {"__builtins__": {}}, {})
    except Exception as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"expression": f.expression, "value": value}
