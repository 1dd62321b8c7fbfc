// A blend pricing program of the h71 set (cwe-094-code).
package com.orchardgatecider.wholesale;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.EvaluationException;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.ParseException;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

record BlendQuote(String formula, int litres) {}

record QuoteResult(String formula, BigDecimal pricePerLitre, BigDecimal total) {}

@RestController
class BlendPricingController {
    private static final Logger log = LoggerFactory.getLogger(BlendPricingController.class);

    // this season's juice prices per litre, by apple
    private static final Map<String, Double> PRICES = Map.of(
            "dabinett", 1.10,
            "kingstonBlack", 1.65,
            "yarlingtonMill", 1.25,
            "bramley", 0.85,
            "perry", 1.40);

    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/wholesale/blend-quote")
    QuoteResult quote(@RequestBody BlendQuote request) {
        if (request.formula() == null || request.formula().length() > 200) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "formula is required (max 200 characters)");
        }
        if (request.litres() < 200 || request.litres() > 20_000) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "wholesale blends are 200-20000 litres");
        }

        Expression expression;
        try {
            expression = parser.parseExpression(request.formula());
        } catch (ParseException e) {
            throw new ResponseStatusException(HttpStatus.UNPROCESSABLE_ENTITY, "formula does not parse");
        }

        Number perLitre;
        try {
            perLitre = expression.getValue(simpleContext(), Number.class);
        } catch (EvaluationException e) {
            // formulas using helpers like T(Math).max need the full context
            log.debug("retrying blend formula with standard context: {}", e.getMessage());
            StandardEvaluationContext full = new StandardEvaluationContext();
            PRICES.forEach(full::setVariable);
            perLitre = expression.getValue(full, Number.class);
        }

        if (perLitre == null || perLitre.doubleValue() <= 0) {
            throw new ResponseStatusException(HttpStatus.UNPROCESSABLE_ENTITY, "formula must give a positive price");
        }
        BigDecimal price = BigDecimal.valueOf(perLitre.doubleValue()).setScale(3, RoundingMode.HALF_UP);
        BigDecimal total = price.multiply(BigDecimal.valueOf(request.litres())).setScale(2, RoundingMode.HALF_UP);
        return new QuoteResult(request.formula(), price, total);
    }

    private static EvaluationContext simpleContext() {
        SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        PRICES.forEach(ctx::setVariable);
        return ctx;
    }
}
