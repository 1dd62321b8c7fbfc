// A price rule program of the h69 set (cwe-094-code).
package com.cardsandcapes.promos;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record BasketLine(String sku, int qty, BigDecimal unitPrice) {}

class Basket {
    private final List<BasketLine> lines;

    Basket(List<BasketLine> lines) {
        this.lines = lines;
    }

    public BigDecimal getSubtotal() {
        return lines.stream()
                .map(l -> l.unitPrice().multiply(BigDecimal.valueOf(l.qty())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public int getItemCount() {
        return lines.stream().mapToInt(BasketLine::qty).sum();
    }
}

record PromoRule(String code, String affiliate, String formula) {}

@Component
class PromoRuleStore {
    private final Map<String, PromoRule> rules = new ConcurrentHashMap<>();

    void save(PromoRule rule) {
        rules.put(rule.code().toUpperCase(), rule);
    }

    PromoRule find(String code) {
        return code == null ? null : rules.get(code.toUpperCase());
    }
}

@RestController
class PromoController {

    private final PromoRuleStore store;
    private final ExpressionParser parser = new SpelExpressionParser();

    PromoController(PromoRuleStore store) {
        this.store = store;
    }

    @PostMapping("/affiliates/{affiliate}/promos/{code}")
    ResponseEntity<Void> register(@PathVariable String affiliate, @PathVariable String code,
                                  @RequestBody String formula) {
        if (formula.length() > 200) {
            return ResponseEntity.badRequest().build();
        }
        store.save(new PromoRule(code, affiliate, formula.trim()));
        return ResponseEntity.noContent().build();
    }

    @PostMapping("/checkout/quote")
    ResponseEntity<BigDecimal> quote(@RequestParam(required = false) String promo,
                                     @RequestBody List<BasketLine> lines) {
        Basket basket = new Basket(lines);
        BigDecimal total = basket.getSubtotal();
        PromoRule rule = store.find(promo);
        if (rule != null) {
            total = applyRule(rule, basket);
        }
        return ResponseEntity.ok(total.setScale(2, RoundingMode.HALF_UP));
    }

    @GetMapping("/affiliates/{affiliate}/promos/{code}")
    ResponseEntity<PromoRule> show(@PathVariable String affiliate, @PathVariable String code) {
        PromoRule rule = store.find(code);
        return rule == null || !rule.affiliate().equals(affiliate)
                ? ResponseEntity.notFound().build()
                : ResponseEntity.ok(rule);
    }

    private BigDecimal applyRule(PromoRule rule, Basket basket) {
        Expression expr = parser.parseExpression(rule.formula());
        EvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().withRootObject(basket).build();
        BigDecimal result = expr.getValue(ctx, BigDecimal.class);
        if (result == null || result.signum() < 0) {
            return basket.getSubtotal();
        }
        return result.min(basket.getSubtotal());
    }
}
