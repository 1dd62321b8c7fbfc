# A beacon rhythm program of the h63 set (cwe-094-code).
"""Light characteristic planner: computes the period of a lighthouse flash sequence."""
import ast
from dataclasses import dataclass
from typing import Dict, Optional

from flask import Blueprint, Flask, jsonify, request
from flask.views import MethodView

MAX_EXPRESSION_LENGTH = 120
ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub,
)


@dataclass
class RhythmRequest:
    station: str
    characteristic: str
    period_expression: str


class ExpressionCompiler:
    def compile(self, expression: str):
        if len(expression) > MAX_EXPRESSION_LENGTH:
            raise ValueError("expression too long")
        tree = ast.parse(expression, mode="eval")
        for node in ast.walk(tree):
            if not isinstance(node, ALLOWED_NODES):
                raise ValueError(f"{type(node).__name__} is not allowed in a period expression")
            if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
                raise ValueError("only numbers are allowed in a period expression")
        return compile(tree, "<rhythm>", "eval")


class RhythmCalculator:
    def __init__(self, compiler: ExpressionCompiler):
        self._compiler = compiler

    def period_seconds(self, expression: str) -> float:
        code = self._compiler.compile(expression)
        value = eval(code, {"__builtins__": {}}, {})
        if not isinstance(value, (int, float)) or not 0 < value <= 120:
            raise ValueError("period must be a number of seconds between 0 and 120")
        return float(value)


class CharacteristicService:
    def __init__(self, calculator: RhythmCalculator):
        self._calculator = calculator
        self._published: Dict[str, dict] = {}

    def plan(self, req: RhythmRequest) -> dict:
        period = self._calculator.period_seconds(req.period_expression)
        entry = {"station": req.station, "characteristic": req.characteristic, "period_s": period}
        self._published[req.station] = entry
        return entry

    def current(self, station: str) -> Optional[dict]:
        return self._published.get(station)


class CharacteristicView(MethodView):
    def __init__(self, service: CharacteristicService):
        self._service = service

    def get(self, station: str):
        entry = self._service.current(station)
        return (jsonify(entry), 200) if entry else (jsonify(error="no plan"), 404)

    def post(self, station: str):
        body = request.get_json(silent=True) or {}
        req = RhythmRequest(
            station=station,
            characteristic=str(body.get("characteristic", "Fl")),
            period_expression=str(body.get("period", "")),
        )
        try:
            return jsonify(self._service.plan(req)), 201
        except (SyntaxError, ValueError, TypeError, ZeroDivisionError) as exc:
            return jsonify(error=str(exc)), 400


beacon_bp = Blueprint("beacon", __name__)
beacon_bp.add_url_rule(
    "/stations/<station>/characteristic",
    view_func=CharacteristicView.as_view(
        "characteristic", CharacteristicService(RhythmCalculator(ExpressionCompiler()))
    ),
)


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(beacon_bp)
    return app
