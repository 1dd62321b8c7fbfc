// Spring Boot endpoint that evaluates a discount rule expression against a shopping cart.
package com.acme.pricing.rules;

import java.math.BigDecimal;
import java.util.Map;

import org.springframework.expression.EvaluationContext;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/rules")
public class DiscountRuleController {

    private final ExpressionParser parser = new SpelExpressionParser();

    public record RuleCheck(String expression, BigDecimal cartTotal, int itemCount) {}

    public static class CartView {
        private final BigDecimal total;
        private final int itemCount;

        CartView(BigDecimal total, int itemCount) {
            this.total = total;
            this.itemCount = itemCount;
        }

        public BigDecimal getTotal() { return total; }
        public int getItemCount() { return itemCount; }
    }

    @PostMapping("/evaluate")
    public Map<String, Object> evaluate(@RequestBody RuleCheck check) {
        CartView cart = new CartView(check.cartTotal(), check.itemCount());
        EvaluationContext context = new StandardEvaluationContext(cart);
        Boolean matches = parser.parseExpression(check.expression()).getValue(context, Boolean.class);
        return Map.of("expression", check.expression(), "matches", Boolean.TRUE.equals(matches));
    }
}
