// A sail area calculator program of the h63 set (cwe-094-code).
// Sail loft quoting API (Lambda behind API Gateway HTTP API).
// POST /quotes/area  { "dims": { "luff": 8.2, "foot": 3.1 }, "formula": "luff * foot / 2" }
// Sailmakers keep their own area formulas for odd shapes (roach, girth).
const DIMENSIONS = ['luff', 'foot', 'leech', 'girth', 'roach'];
const FORMULA_PATTERN = /^(?:[\d\s+\-*/().]|luff|foot|leech|girth|roach)+$/;

class AreaQuoteRequest {
  constructor(body) {
    this.dims = body.dims || {};
    this.formula = String(body.formula || 'luff * foot / 2');
    this.clothPricePerSqm = Number(body.clothPricePerSqm || 38);
  }
}

class FormulaValidator {
  validate(formula) {
    if (formula.length === 0 || formula.length > 200) return false;
    return FORMULA_PATTERN.test(formula);
  }
}

class FormulaCompiler {
  compile(formula) {
    return new Function(...DIMENSIONS, `return (${formula});`);
  }
}

class AreaQuoteService {
  constructor(validator, compiler) {
    this.validator = validator;
    this.compiler = compiler;
  }

  quote(request) {
    if (!this.validator.validate(request.formula)) {
      return { error: 'formula not accepted' };
    }
    const values = DIMENSIONS.map((name) => Number(request.dims[name] || 0));
    if (values.some((v) => !Number.isFinite(v) || v < 0 || v > 60)) {
      return { error: 'dimensions must be between 0 and 60 metres' };
    }
    const area = Number(this.compiler.compile(request.formula)(...values));
    if (!Number.isFinite(area) || area <= 0) {
      return { error: 'formula produced no usable area' };
    }
    return {
      areaSqm: Math.round(area * 100) / 100,
      clothCost: Math.round(area * request.clothPricePerSqm * 100) / 100,
    };
  }
}

const service = new AreaQuoteService(new FormulaValidator(), new FormulaCompiler());

exports.handler = async (event) => {
  let body;
  try {
    body = JSON.parse(event.body || '{}');
  } catch {
    return { statusCode: 400, body: JSON.stringify({ error: 'invalid JSON' }) };
  }
  const result = service.quote(new AreaQuoteRequest(body));
  return {
    statusCode: result.error ? 422 : 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(result),
  };
};
