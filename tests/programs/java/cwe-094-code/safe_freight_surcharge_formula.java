// Endpoint that evaluates a freight surcharge formula against a quoted consignment.
package com.cargobay.quotes;

import java.math.BigDecimal;
import java.util.Map;

import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SurchargeController {

    private static final Map<String, String> FORMULAS = Map.of(
            "fuel", "distanceKm * 0.12",
            "bulky", "volumeM3 > 2 ? volumeM3 * 15 : 0",
            "heavy", "weightKg > 1000 ? (weightKg - 1000) * 0.08 : 0");

    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/quotes/surcharge")
    public SurchargeQuote surcharge(@RequestBody SurchargeRequest req) {
        Consignment c = new Consignment(req.weightKg(), req.volumeM3(), req.distanceKm());
        String formula = FORMULAS.getOrDefault(req.formula(), FORMULAS.get("fuel"));
        StandardEvaluationContext ctx = new StandardEvaluationContext(c);
        Expression expr = parser.parseExpression(formula);
        BigDecimal amount = expr.getValue(ctx, BigDecimal.class);
        return new SurchargeQuote(formula, amount);
    }

    public record SurchargeRequest(double weightKg, double volumeM3, double distanceKm, String formula) { }

    public record SurchargeQuote(String formula, BigDecimal amount) { }

    public static class Consignment {
        private final double weightKg;
        private final double volumeM3;
        private final double distanceKm;

        public Consignment(double weightKg, double volumeM3, double distanceKm) {
            this.weightKg = weightKg;
            this.volumeM3 = volumeM3;
            this.distanceKm = distanceKm;
        }

        public double getWeightKg() { return weightKg; }
        public double getVolumeM3() { return volumeM3; }
        public double getDistanceKm() { return distanceKm; }
    }
}
