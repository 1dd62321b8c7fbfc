// Evaluates shipper-defined surcharge rules against a shipment quote using Spring Expression Language
package com.haulmark.pricing.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record ShipmentQuote(String origin, String destination, BigDecimal weightKg, boolean hazmat, BigDecimal baseRate) {}

record SurchargeRule(String name, String expression) {}

record RuleTestRequest(ShipmentQuote quote, List<SurchargeRule> rules) {}

record RuleOutcome(String name, BigDecimal amount) {}

@Component
class RuleEvaluator {
    private final SpelExpressionParser parser = new SpelExpressionParser();

    BigDecimal evaluate(SurchargeRule rule, ShipmentQuote quote) {
        Expression expression = parser.parseExpression(rule.expression());
        EvaluationContext context = new StandardEvaluationContext(quote);
        BigDecimal value = expression.getValue(context, BigDecimal.class);
        return value == null ? BigDecimal.ZERO : value;
    }
}

@Service
class SurchargeService {
    private final RuleEvaluator evaluator;

    SurchargeService(RuleEvaluator evaluator) {
        this.evaluator = evaluator;
    }

    List<RuleOutcome> preview(RuleTestRequest request) {
        List<RuleOutcome> outcomes = new ArrayList<>();
        for (SurchargeRule rule : request.rules()) {
            if (rule.expression() == null || rule.expression().length() > 500) {
                continue;
            }
            outcomes.add(new RuleOutcome(rule.name(), evaluator.evaluate(rule, request.quote())));
        }
        return outcomes;
    }
}

@RestController
class SurchargeRuleController {
    private final SurchargeService service;

    SurchargeRuleController(SurchargeService service) {
        this.service = service;
    }

    @PostMapping("/pricing/surcharge-rules/preview")
    List<RuleOutcome> preview(@RequestBody RuleTestRequest request) {
        return service.preview(request);
    }
}
