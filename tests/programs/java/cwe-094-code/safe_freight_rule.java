// Logistics quoting endpoint that previews a freight surcharge rule against a sample shipment
package net.haulnet.quotes;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class SurchargePreviewController {

    public record Shipment(double weightKg, double distanceKm, int pallets, boolean hazmat) {}

    record PreviewRequest(String rule, Shipment sample) {}

    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/rules/surcharge/preview")
    Map<String, Object> preview(@RequestBody PreviewRequest request) {
        if (request.rule() == null || request.rule().length() > 500) {
            return Map.of("error", "rule missing or too long");
        }
        BigDecimal amount = evaluate(request.rule(), request.sample());
        return Map.of("rule", request.rule(), "surcharge", amount);
    }

    private BigDecimal evaluate(String rule, Shipment shipment) {
        Expression expression = parser.parseExpression(rule);
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding()
                .withRootObject(shipment)
                .build();
        Number value = expression.getValue(context, Number.class);
        double raw = value == null ? 0.0 : value.doubleValue();
        return BigDecimal.valueOf(raw).setScale(2, RoundingMode.HALF_UP);
    }
}
