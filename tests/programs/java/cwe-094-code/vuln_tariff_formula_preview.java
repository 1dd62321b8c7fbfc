// Spring REST controller that previews an energy bill by evaluating a tariff formula against meter readings.
package com.voltline.billing.tariff;

import java.util.Map;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TariffPreviewController {

    public record PreviewRequest(String formula, double peakKwh, double offPeakKwh, int days) {}

    public record PreviewResponse(String formula, double amount) {}

    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/tariffs/preview")
    public ResponseEntity<PreviewResponse> preview(@RequestBody PreviewRequest request) {
        if (request.formula() == null || request.formula().length() > 200) {
            return ResponseEntity.badRequest().build();
        }
        Double amount = evaluate(request.formula(), usageVariables(request));
        if (amount == null) {
            return ResponseEntity.unprocessableEntity().build();
        }
        return ResponseEntity.ok(new PreviewResponse(request.formula(), Math.round(amount * 100) / 100.0));
    }

    private Map<String, Object> usageVariables(PreviewRequest request) {
        return Map.of(
                "peak", request.peakKwh(),
                "offPeak", request.offPeakKwh(),
                "days", request.days());
    }

    private Double evaluate(String formula, Map<String, Object> variables) {
        EvaluationContext context = new StandardEvaluationContext();
        variables.forEach(context::setVariable);
        Expression expression = parser.parseExpression(formula);
        return expression.getValue(context, Double.class);
    }
}
