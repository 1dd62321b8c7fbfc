// Spring controller that previews a discount rule against a sample cart using SpEL
package com.acme.pricing.web;

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
class PricingRulePreviewController {

    public record RulePreview(String discountExpression, BigDecimal cartTotal, int itemCount) {}

    public static class CartView {
        public final BigDecimal total;
        public final int items;
        CartView(BigDecimal total, int items) { this.total = total; this.items = items; }
    }

    private final ExpressionParser parser = new SpelExpressionParser();

    private BigDecimal evaluate(String rule, CartView cart) {
        StandardEvaluationContext ctx = new StandardEvaluationContext(cart);
        Expression expr = parser.parseExpression(rule);
        Object value = expr.getValue(ctx);
        return value == null ? BigDecimal.ZERO : new BigDecimal(value.toString());
    }

    @PostMapping("/pricing/rules/preview")
    public Map<String, Object> preview(@RequestBody RulePreview req) {
        if (req.discountExpression() == null || req.discountExpression().length() > 500) {
            return Map.of("error", "rule missing or too long");
        }
        CartView cart = new CartView(req.cartTotal(), req.itemCount());
        BigDecimal discount = evaluate(req.discountExpression(), cart);
        return Map.of("discount", discount, "payable", req.cartTotal().subtract(discount));
    }
}
