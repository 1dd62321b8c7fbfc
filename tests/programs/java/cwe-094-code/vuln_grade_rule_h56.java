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
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/sections/{sectionId}/grades")
public class GradeRulePreviewController {

    public record StudentScores(String studentId, double homework, double midterm, double finalExam) {}
    public record PreviewRequest(String rule, List<StudentScores> students) {}

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
        Function<StudentScores, Double> grader = compile(request.rule())
                .andThen(g -> Math.round(g * 10) / 10.0);
        return request.students().stream()
                .collect(Collectors.toMap(StudentScores::studentId, grader));
    }
}
