# aiohttp service computing irrigation volumes from agronomist-defined formulas over field sensor readings.
import ast
import operator
from aiohttp import web

BINARY_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


class FormulaError(Exception):
    pass


class FieldReadings:
    def __init__(self, data: dict):
        self.moisture = float(data.get("soil_moisture", 0))
        self.et0 = float(data.get("et0", 0))
        self.kc = float(data.get("kc", 1))
        self.area = float(data.get("area_ha", 1))

    def variables(self) -> dict:
        return {"moisture": self.moisture, "et0": self.et0, "kc": self.kc, "area": self.area}


class FormulaEvaluator:
    def evaluate(self, expression: str, variables: dict) -> float:
        try:
            tree = ast.parse(expression, mode="eval")
            return float(self._walk(tree.body, variables))
        except (SyntaxError, ZeroDivisionError) as exc:
            raise FormulaError(str(exc)) from exc

    def _walk(self, node, variables: dict) -> float:
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return node.value
        if isinstance(node, ast.Name) and node.id in variables:
            return variables[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY_OPS:
            return BINARY_OPS[type(node.op)](self._walk(node.left, variables), self._walk(node.right, variables))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self._walk(node.operand, variables)
        raise FormulaError(f"unsupported element: {type(node).__name__}")


class IrrigationService:
    DEFAULT_FORMULA = "et0 * kc * area * 10000"

    def __init__(self, evaluator: FormulaEvaluator):
        self.evaluator = evaluator

    def litres(self, formula: str, readings: FieldReadings) -> float:
        return self.evaluator.evaluate(formula or self.DEFAULT_FORMULA, readings.variables())


class IrrigationHandler:
    def __init__(self, service: IrrigationService):
        self.service = service

    async def compute(self, request: web.Request) -> web.Response:
        body = await request.json()
        try:
            readings = FieldReadings(body.get("readings", {}))
            litres = self.service.litres(str(body.get("formula", "")), readings)
        except (FormulaError, ValueError) as exc:
            return web.json_response({"error": str(exc)}, status=400)
        return web.json_response({"field": body.get("field_id"), "litres": round(litres, 1)})


app = web.Application()
app.router.add_post("/irrigation/compute", IrrigationHandler(IrrigationService(FormulaEvaluator())).compute)
