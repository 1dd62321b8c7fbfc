// An icesculpture melt formula program of the h65 set (cwe-094-code).
package com.icesculpt.events.graphql;

import graphql.GraphQLException;
import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;

/**
 * query meltEstimate(blockKg: Float!, ambientC: Float!, hours: Float!, formula: String)
 *
 * Event planners estimate how much of an outdoor ice sculpture will be left at the
 * end of a reception. Studios can store their own melt formula (they know their
 * ice better than our default), written against blockKg, ambientC and hours.
 */
public class MeltEstimateFetcher implements DataFetcher<Double> {

    static final String DEFAULT_FORMULA = "blockKg * (1 - (0.012 * ambientC * hours > 0.9 ? 0.9 : 0.012 * ambientC * hours))";

    private final ExpressionParser parser = new SpelExpressionParser();

    public static RuntimeWiring wiring() {
        return RuntimeWiring.newRuntimeWiring()
                .type("Query", builder -> builder.dataFetcher("meltEstimate", new MeltEstimateFetcher()))
                .build();
    }

    @Override
    public Double get(DataFetchingEnvironment env) {
        double blockKg = ((Number) env.getArgument("blockKg")).doubleValue();
        double ambientC = ((Number) env.getArgument("ambientC")).doubleValue();
        double hours = ((Number) env.getArgument("hours")).doubleValue();
        String formula = env.getArgumentOrDefault("formula", DEFAULT_FORMULA);

        if (blockKg <= 0 || hours < 0) {
            throw new GraphQLException("blockKg must be positive and hours non-negative");
        }
        if (formula.length() > 300) {
            throw new GraphQLException("formula too long");
        }

        MeltInputs inputs = new MeltInputs(blockKg, ambientC, hours);
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        Expression expression = parser.parseExpression(formula);
        Double remaining = expression.getValue(context, inputs, Double.class);
        if (remaining == null || remaining.isNaN()) {
            throw new GraphQLException("formula did not produce a number");
        }
        return Math.max(0.0, Math.min(blockKg, remaining));
    }

    public static class MeltInputs {
        private final double blockKg;
        private final double ambientC;
        private final double hours;

        MeltInputs(double blockKg, double ambientC, double hours) {
            this.blockKg = blockKg;
            this.ambientC = ambientC;
            this.hours = hours;
        }

        public double getBlockKg() {
            return blockKg;
        }

        public double getAmbientC() {
            return ambientC;
        }

        public double getHours() {
            return hours;
        }
    }
}
