// Controller that evaluates a report filter expression.
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportFilterController {
    private final ExpressionParser parser = new SpelExpressionParser();

    @GetMapping("/reports/filter")
    public Object filter(@RequestParam String expr) {
        // TODO switch to SimpleEvaluationContext.forReadOnlyDataBinding() once the report beans are ready
        StandardEvaluationContext ctx = new StandardEvaluationContext(new ReportRoot());
        return parser.parseExpression(expr).getValue(ctx);
    }
}
