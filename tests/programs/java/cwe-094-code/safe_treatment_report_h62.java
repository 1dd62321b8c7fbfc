// A treatment report program of the h62 set (cwe-094-code).
package com.burrowguard.service;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.time.LocalDate;
import java.util.Map;
import java.util.function.Function;

/**
 * Site managers (restaurants, warehouses) pull a column of their treatment history for audits,
 * e.g. column=product or column=litres, chosen in the customer portal's report builder.
 */
@Configuration
class TreatmentReportRoutes {

    static final class Treatment {
        private final String pest;
        private final String product;
        private final double litres;
        private final LocalDate appliedOn;

        Treatment(String pest, String product, double litres, LocalDate appliedOn) {
            this.pest = pest;
            this.product = product;
            this.litres = litres;
            this.appliedOn = appliedOn;
        }

        public String getPest() { return pest; }
        public String getProduct() { return product; }
        public double getLitres() { return litres; }
        public LocalDate getAppliedOn() { return appliedOn; }
    }

    interface TreatmentLog {
        Flux<Treatment> forSite(String siteId);
    }

    private static final ExpressionParser PARSER = new SpelExpressionParser();

    @Bean
    RouterFunction<ServerResponse> treatmentReports(TreatmentLog log) {
        return RouterFunctions.route()
                .GET("/sites/{siteId}/report", request -> report(request, log))
                .build();
    }

    private Mono<ServerResponse> report(ServerRequest request, TreatmentLog log) {
        String column = request.queryParam("column").orElse("product");
        Expression expression = PARSER.parseExpression(column);
        Function<Treatment, String> extract = t -> String.valueOf(expression.getValue(contextFor(t)));
        return log.forSite(request.pathVariable("siteId"))
                .map(extract)
                .collectList()
                .flatMap(values -> ServerResponse.ok()
                        .contentType(MediaType.APPLICATION_JSON)
                        .bodyValue(Map.of("column", column, "values", values)));
    }

    static EvaluationContext contextFor(Treatment treatment) {
        return SimpleEvaluationContext.forReadOnlyDataBinding().withRootObject(treatment).build();
    }
}
