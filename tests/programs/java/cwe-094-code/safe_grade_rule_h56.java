// Spring controller that previews final grades for a course section under a chosen grading rule
package edu.northfield.gradebook;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/sections/{sectionId}/grades")
public class GradeRulePreviewController {

    public record StudentScores(String studentId, double homework, double midterm, double finalExam) {}
    public record PreviewRequest(String rule, List<StudentScores> students) {}

    private static final Map<String, String> RULES = Map.of(
            "standard", "#homework * 0.3 + #midterm * 0.3 + #finalExam * 0.4",
            "examHeavy", "#homework * 0.1 + #midterm * 0.3 + #finalExam * 0.6",
            "bestExam", "#homework * 0.3 + (#midterm > #finalExam ? #midterm : #finalExam) * 0.7");

    private final ExpressionParser parser = new SpelExpressionParser();

    private Function<StudentScores, Double> compile(String rule) {
        Expression expr = parser.parseExpression(rule);
        return scores -> {
            StandardEvaluationContext ctx = new StandardEvaluationContext();
            ctx.setVariable("homework", scores.homework());
            ctx.setVariable("midterm", scores.midterm());
            ctx.setVariable("finalExam", scores.finalExam());
            return expr.getValue(ctx, Double.class);
        };
    }

    @PostMapping("/preview")
    public Map<String, Double> preview(@PathVariable String sectionId, @RequestBody PreviewRequest request) {
        String rule = RULES.get(request.rule());
        if (rule == null) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "unknown grading rule");
        }
        Function<StudentScores, Double> grader = compile(rule)
                .andThen(g -> Math.round(g * 10) / 10.0);
        return request.students().stream()
                .collect(Collectors.toMap(StudentScores::studentId, grader));
    }
}
