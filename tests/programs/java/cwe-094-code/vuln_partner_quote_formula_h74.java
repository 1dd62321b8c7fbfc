// A partner quote formula program of the h74 set (cwe-094-code).
package com.lanternwalks.quotes;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.scheduling.annotation.Async;
import org.springframework.scheduling.annotation.EnableAsync;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
@EnableAsync
class QuoteApplication {
    public static void main(String[] args) {
        SpringApplication.run(QuoteApplication.class, args);
    }
}

record QuoteRequest(String agency, String tour, int guests, int lanterns, String markupFormula) {}

record Quote(String agency, String tour, BigDecimal total) {}

@RestController
class QuoteController {
    private final QuoteCalculator calculator;

    QuoteController(QuoteCalculator calculator) {
        this.calculator = calculator;
    }

    @PostMapping("/partners/quotes")
    CompletableFuture<ResponseEntity<Object>> quote(@RequestBody QuoteRequest req) {
        if (req.guests() < 1 || req.guests() > 60 || req.markupFormula() == null || req.markupFormula().length() > 200) {
            return CompletableFuture.completedFuture(ResponseEntity.badRequest().body(Map.of("error", "invalid quote request")));
        }
        return calculator.price(req)
                .<ResponseEntity<Object>>thenApply(ResponseEntity::ok)
                .exceptionally(ex -> ResponseEntity.unprocessableEntity().body(Map.of("error", "formula could not be evaluated")));
    }
}

@Service
class QuoteCalculator {
    private static final Map<String, BigDecimal> BASE_RATES = Map.of(
            "old-town-hauntings", new BigDecimal("24.00"),
            "cemetery-by-candlelight", new BigDecimal("29.50"),
            "harbour-phantoms", new BigDecimal("21.00"));

    private final ExpressionParser parser = new SpelExpressionParser();

    @Async
    public CompletableFuture<Quote> price(QuoteRequest req) {
        BigDecimal base = BASE_RATES.getOrDefault(req.tour(), new BigDecimal("24.00"));

        EvaluationContext ctx = new StandardEvaluationContext();
        ctx.setVariable("base", base.doubleValue());
        ctx.setVariable("guests", req.guests());
        ctx.setVariable("lanterns", req.lanterns());

        Expression expr = parser.parseExpression(req.markupFormula());
        Double value = expr.getValue(ctx, Double.class);
        if (value == null || value.isNaN() || value < 0) {
            throw new IllegalArgumentException("formula produced no price");
        }
        BigDecimal total = BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP);
        return CompletableFuture.completedFuture(new Quote(req.agency(), req.tour(), total));
    }
}
