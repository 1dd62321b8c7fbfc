// recipe bitterness (h58 set)
package com.copperkettle.brewhouse;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.StandardEvaluationContext;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;

@Configuration
class BitternessCalculator {

    record HopAddition(String variety, double grams, double alphaAcidPct, int boilMinutes) {}

    record CalcRequest(String formula, double batchLitres, double originalGravity, List<HopAddition> hops) {}

    private static final String TINSETH =
            "1.65 * 0.000125 ^ (#og - 1.0) * (1 - 2.718281828459045 ^ (-0.04 * #minutes)) / 4.15 "
                    + "* (#alpha / 100 * #grams * 1000) / #litres";

    private final ExpressionParser parser = new SpelExpressionParser();

    private EvaluationContext contextFor(CalcRequest req, HopAddition hop) {
        StandardEvaluationContext ctx = new StandardEvaluationContext();
        ctx.setVariable("og", req.originalGravity());
        ctx.setVariable("litres", req.batchLitres());
        ctx.setVariable("grams", hop.grams());
        ctx.setVariable("alpha", hop.alphaAcidPct());
        ctx.setVariable("minutes", hop.boilMinutes());
        return ctx;
    }

    private double totalIbu(CalcRequest req) {
        String source = req.formula() == null || req.formula().isBlank() ? TINSETH : req.formula();
        Expression formula = parser.parseExpression(source);
        return req.hops().stream()
                .mapToDouble(hop -> formula.getValue(contextFor(req, hop), Double.class))
                .sum();
    }

    private Mono<ServerResponse> calculate(ServerRequest request) {
        return request.bodyToMono(CalcRequest.class)
                .filter(r -> r.batchLitres() > 0 && r.hops() != null && !r.hops().isEmpty())
                .map(r -> Map.of("ibu", Math.round(totalIbu(r) * 10) / 10.0, "hopAdditions", r.hops().size()))
                .flatMap(body -> ServerResponse.ok().bodyValue(body))
                .switchIfEmpty(ServerResponse.badRequest().build());
    }

    @Bean
    RouterFunction<ServerResponse> bitternessRoutes() {
        return RouterFunctions.route()
                .POST("/recipes/ibu", this::calculate)
                .build();
    }
}
