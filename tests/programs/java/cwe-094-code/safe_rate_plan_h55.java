// Spring controller that previews hotel room prices under a custom rate plan adjustment expression
package hotel.rates;

import java.math.BigDecimal;
import java.util.Map;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

class StayQuote {
    private final int nights;
    private final int guests;
    private final BigDecimal baseRate;

    StayQuote(int nights, int guests, BigDecimal baseRate) {
        this.nights = nights;
        this.guests = guests;
        this.baseRate = baseRate;
    }

    public int getNights() { return nights; }
    public int getGuests() { return guests; }
    public BigDecimal getBaseRate() { return baseRate; }
}

record RatePreviewRequest(String roomType, int nights, int guests, String adjustment) {}

@Service
class RatePlanEvaluator {
    private static final Map<String, BigDecimal> BASE_RATES = Map.of(
            "standard", new BigDecimal("119.00"), "deluxe", new BigDecimal("179.00"), "suite", new BigDecimal("320.00"));
    private final ExpressionParser parser = new SpelExpressionParser();

    protected EvaluationContext newContext() {
        return SimpleEvaluationContext.forReadOnlyDataBinding().build();
    }

    BigDecimal preview(RatePreviewRequest req) {
        BigDecimal base = BASE_RATES.getOrDefault(req.roomType(), BASE_RATES.get("standard"));
        StayQuote quote = new StayQuote(Math.max(1, req.nights()), Math.max(1, req.guests()), base);
        String rule = req.adjustment() == null || req.adjustment().isBlank()
                ? "baseRate * nights" : req.adjustment();
        Expression expression = parser.parseExpression(rule);
        return expression.getValue(newContext(), quote, BigDecimal.class);
    }
}

@RestController
class RatePreviewController {
    private final RatePlanEvaluator evaluator;

    RatePreviewController(RatePlanEvaluator evaluator) { this.evaluator = evaluator; }

    @PostMapping("/rates/preview")
    Map<String, Object> preview(@RequestBody RatePreviewRequest request) {
        return Map.of("roomType", request.roomType(), "total", evaluator.preview(request));
    }
}
