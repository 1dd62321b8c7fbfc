// A stilt-walker troupe parade route cost formula program of the h75 set (cwe-094-code).
package com.highstride.quotes;

import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.EvaluationException;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.ParseException;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/quotes")
class RouteQuoteController {

    private static final Logger log = LoggerFactory.getLogger(RouteQuoteController.class);
    private static final String DEFAULT_FORMULA = "#distance * 18 + #performers * #hours * 40";
    private static final int MAX_FORMULA_LENGTH = 200;

    private final ExpressionParser parser = new SpelExpressionParser();

    record RouteQuoteRequest(String formula, double distanceKm, int performers, int hours) {}

    record RouteQuote(double total, String formulaUsed) {}

    static class FormulaException extends RuntimeException {
        FormulaException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private EvaluationContext contextFor(RouteQuoteRequest req) {
        EvaluationContext context = new StandardEvaluationContext();
        context.setVariable("distance", req.distanceKm());
        context.setVariable("performers", req.performers());
        context.setVariable("hours", req.hours());
        return context;
    }

    double evaluate(String formula, EvaluationContext context) {
        if (formula.length() > MAX_FORMULA_LENGTH) {
            throw new FormulaException("formula is longer than " + MAX_FORMULA_LENGTH + " characters", null);
        }
        try {
            Expression expression = parser.parseExpression(formula);
            Object value = expression.getValue(context);
            if (!(value instanceof Number number)) {
                throw new FormulaException("formula must produce a number", null);
            }
            double total = number.doubleValue();
            if (Double.isNaN(total) || Double.isInfinite(total) || total < 0) {
                throw new FormulaException("formula produced an unusable total", null);
            }
            return total;
        } catch (ParseException e) {
            throw new FormulaException("formula could not be parsed", e);
        } catch (EvaluationException e) {
            throw new FormulaException("formula could not be evaluated", e);
        }
    }

    @PostMapping("/route")
    public RouteQuote quote(@RequestBody RouteQuoteRequest req) {
        if (req.performers() < 1 || req.hours() < 1 || req.distanceKm() <= 0) {
            throw new FormulaException("distance, performers and hours must be positive", null);
        }
        String formula = req.formula() == null || req.formula().isBlank() ? DEFAULT_FORMULA : req.formula().strip();
        EvaluationContext context = contextFor(req);
        double total = evaluate(formula, context);
        log.info("quoted route {} km for {} performers: {}", req.distanceKm(), req.performers(), total);
        return new RouteQuote(Math.round(total * 100) / 100.0, formula);
    }

    @ExceptionHandler(FormulaException.class)
    public ResponseEntity<Map<String, String>> onFormulaProblem(FormulaException e) {
        if (e.getCause() != null) {
            log.info("rejected pricing formula", e.getCause());
        }
        return ResponseEntity.status(HttpStatus.UNPROCESSABLE_ENTITY).body(Map.of("error", e.getMessage()));
    }
}
