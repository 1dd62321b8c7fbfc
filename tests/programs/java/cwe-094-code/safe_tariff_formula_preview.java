// Spring REST controller that previews an energy bill by evaluating a tariff formula against meter readings.
package com.voltline.billing.tariff;

import java.util.Map;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TariffPreviewController {

    public record PreviewRequest(String formula, double peakKwh, double offPeakKwh, int days) {}

    public record PreviewResponse(String formula, double amount) {}

    private static final Map<String, String> TARIFF_FORMULAS = Map.of(
            "flat", "(#peak + #offPeak) * 0.28 + #days * 0.45",
            "economy7", "#peak * 0.34 + #offPeak * 0.13 + #days * 0.52",
            "green", "(#peak + #offPeak) * 0.31 + #days * 0.40");

    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/tariffs/preview")
    public ResponseEntity<PreviewResponse> preview(@RequestBody PreviewRequest request) {
        String formula = request.formula() == null ? null : TARIFF_FORMULAS.get(request.formula());
        if (formula == null) {
            return ResponseEntity.badRequest().build();
        }
        Double amount = evaluate(formula, usageVariables(request));
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
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        variables.forEach(context::setVariable);
        Expression expression = parser.parseExpression(formula);
        return expression.getValue(context, Double.class);
    }
}
