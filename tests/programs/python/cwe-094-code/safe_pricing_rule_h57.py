# Package holiday pricing for a travel agency: agents submit markup rules evaluated against a quote.
import ast
import operator
from dataclasses import dataclass
from typing import List

from flask import Flask, jsonify, request

app = Flask(__name__)
MAX_RULES = 10


@dataclass
class Quote:
    base_fare: float
    nights: int
    travellers: int


class RuleEvaluator:
    OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}

    def evaluate(self, expression: str, quote: Quote) -> float:
        scope = {"base": quote.base_fare, "nights": quote.nights, "pax": quote.travellers}
        if len(expression) > 200:
            raise ValueError("rule too long")
        return float(self._eval(ast.parse(expression, mode="eval").body, scope))

    def _eval(self, node, scope):
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in scope:
            return scope[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self._eval(node.operand, scope)
        if isinstance(node, ast.BinOp) and type(node.op) in self.OPS:
            return self.OPS[type(node.op)](self._eval(node.left, scope), self._eval(node.right, scope))
        raise ValueError("unsupported rule syntax")


class PricingService:
    def __init__(self, evaluator: RuleEvaluator):
        self.evaluator = evaluator

    def price(self, quote: Quote, rules: List[str]) -> float:
        total = quote.base_fare
        for rule in rules[:MAX_RULES]:
            total += self.evaluator.evaluate(str(rule), quote)
        return round(total, 2)


class QuoteMapper:
    @staticmethod
    def from_json(body: dict) -> Quote:
        return Quote(float(body["base_fare"]), int(body["nights"]), int(body["travellers"]))


service = PricingService(RuleEvaluator())


@app.post("/agents/quotes/price")
def price_quote():
    body = request.get_json(force=True) or {}
    try:
        quote = QuoteMapper.from_json(body)
        total = service.price(quote, list(body.get("markup_rules", [])))
    except (KeyError, TypeError, ValueError, SyntaxError, ZeroDivisionError) as exc:
        return jsonify(error=str(exc)), 422
    return jsonify(total=total, currency="EUR")
