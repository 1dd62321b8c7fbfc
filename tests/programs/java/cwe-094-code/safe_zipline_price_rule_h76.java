// A zipline park pricing rule preview program of the h76 set (cwe-094-code).
package com.canopyrun.pricing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.function.Supplier;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.EvaluationException;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.ParseException;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

class RideQuote {
    private final double basePrice;
    private final int riders;
    private final String course;
    private final boolean weekend;

    RideQuote(double basePrice, int riders, String course, boolean weekend) {
        this.basePrice = basePrice;
        this.riders = riders;
        this.course = course;
        this.weekend = weekend;
    }

    public double getBasePrice() { return basePrice; }
    public int getRiders() { return riders; }
    public String getCourse() { return course; }
    public boolean isWeekend() { return weekend; }
}

class PricingEngine {
    private final ExpressionParser parser;
    private final Supplier<EvaluationContext> contexts;

    PricingEngine(ExpressionParser parser, Supplier<EvaluationContext> contexts) {
        this.parser = parser;
        this.contexts = contexts;
    }

    BigDecimal price(String rule, RideQuote quote) {
        Expression expression = parser.parseExpression(rule);
        Double value = expression.getValue(contexts.get(), quote, Double.class);
        if (value == null || value.isNaN() || value < 0) {
            throw new IllegalArgumentException("rule produced no usable price");
        }
        return BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP);
    }
}

record PreviewRequest(String rule, String course, int riders, boolean weekend) {
}

@RestController
class PricingPreviewController {
    private static final Map<String, Double> BASE_PRICES = Map.of(
            "canopy", 49.0,
            "valley", 69.0,
            "night", 79.0);

    private final PricingEngine engine = new PricingEngine(
            new SpelExpressionParser(),
            () -> SimpleEvaluationContext.forReadOnlyDataBinding().build());

    @PostMapping("/pricing/preview")
    ResponseEntity<Map<String, Object>> preview(@RequestBody PreviewRequest request) {
        Double base = BASE_PRICES.get(request.course());
        if (base == null || request.rule() == null || request.rule().length() > 300) {
            return ResponseEntity.status(400).body(Map.of("error", "unknown course or missing rule"));
        }
        RideQuote quote = new RideQuote(base, request.riders(), request.course(), request.weekend());
        try {
            BigDecimal total = engine.price(request.rule(), quote);
            return ResponseEntity.ok(Map.of("course", request.course(), "total", total));
        } catch (ParseException | EvaluationException | IllegalArgumentException e) {
            return ResponseEntity.unprocessableEntity().body(Map.of("error", "rule could not be evaluated"));
        }
    }
}
