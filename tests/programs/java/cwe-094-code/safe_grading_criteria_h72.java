// A grading criteria program of the h72 set (cwe-094-code).
package com.ironlotusdojo.grading;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.Map;

import org.apache.commons.jexl3.JexlBuilder;
import org.apache.commons.jexl3.JexlEngine;
import org.apache.commons.jexl3.JexlException;
import org.apache.commons.jexl3.JexlExpression;
import org.apache.commons.jexl3.MapContext;
import org.apache.commons.jexl3.introspection.JexlPermissions;
import org.apache.commons.jexl3.introspection.JexlSandbox;

public class GradingCriteriaApi {

    public static final class GradingSheet {
        private int kihon;
        private int kata;
        private int kumite;
        private int classesAttended;

        public int getKihon() { return kihon; }
        public int getKata() { return kata; }
        public int getKumite() { return kumite; }
        public int getClassesAttended() { return classesAttended; }
        public void setKihon(int v) { kihon = v; }
        public void setKata(int v) { kata = v; }
        public void setKumite(int v) { kumite = v; }
        public void setClassesAttended(int v) { classesAttended = v; }
    }

    public record PreviewRequest(String criterion, GradingSheet sheet) {}

    @FunctionalInterface
    interface PassCriterion {
        boolean passes(GradingSheet sheet);
    }

    // built-in syllabus minimums per belt
    enum SyllabusMinimum implements PassCriterion {
        YELLOW(5, 5, 0, 24), GREEN(6, 6, 5, 48), BROWN(7, 7, 6, 96);

        private final int kihon, kata, kumite, classes;

        SyllabusMinimum(int kihon, int kata, int kumite, int classes) {
            this.kihon = kihon; this.kata = kata; this.kumite = kumite; this.classes = classes;
        }

        public boolean passes(GradingSheet s) {
            return s.getKihon() >= kihon && s.getKata() >= kata && s.getKumite() >= kumite
                    && s.getClassesAttended() >= classes;
        }
    }

    static final class ExpressionCriterion implements PassCriterion {
        private static final JexlEngine JEXL = new JexlBuilder()
                .permissions(JexlPermissions.RESTRICTED.compose("com.ironlotusdojo.grading.*"))
                .sandbox(sheetOnly())
                .strict(true)
                .create();

        private static JexlSandbox sheetOnly() {
            JexlSandbox sandbox = new JexlSandbox(false);
            sandbox.allow(GradingSheet.class.getName());
            return sandbox;
        }

        private final JexlExpression expression;

        ExpressionCriterion(String source) {
            this.expression = JEXL.createExpression(source);
        }

        public boolean passes(GradingSheet sheet) {
            Object result = expression.evaluate(new MapContext(Map.of("sheet", sheet)));
            return Boolean.TRUE.equals(result);
        }
    }

    static PassCriterion resolve(String criterion) {
        for (SyllabusMinimum m : SyllabusMinimum.values()) {
            if (m.name().equalsIgnoreCase(criterion)) {
                return m;
            }
        }
        return new ExpressionCriterion(criterion);
    }

    static void preview(Context ctx) {
        PreviewRequest req = ctx.bodyAsClass(PreviewRequest.class);
        if (req.criterion() == null || req.sheet() == null) {
            ctx.status(HttpStatus.BAD_REQUEST).result("criterion and sheet are required");
            return;
        }
        try {
            boolean passed = resolve(req.criterion()).passes(req.sheet());
            ctx.json(Map.of("criterion", req.criterion(), "passed", passed));
        } catch (JexlException e) {
            ctx.status(422).result("criterion could not be evaluated");
        }
    }

    public static void main(String[] args) {
        Javalin.create()
                .post("/gradings/preview", GradingCriteriaApi::preview)
                .start(7071);
    }
}
