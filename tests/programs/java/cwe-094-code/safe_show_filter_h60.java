// A show filter program of the h60 set (cwe-094-code).
package edu.highmoor.planetarium.shows;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.expression.EvaluationException;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.ParseException;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.time.LocalDateTime;

import static org.springframework.web.reactive.function.server.RequestPredicates.GET;

/**
 * Dome schedule widget for schools: teachers type a filter such as
 * "durationMinutes <= 40 and ageMin <= 8" to see only suitable shows.
 */
@Configuration
class ShowFilterRoutes {

    public static class Show {
        private final String title;
        private final int durationMinutes;
        private final int ageMin;
        private final boolean liveNarration;
        private final LocalDateTime startsAt;

        public Show(String title, int durationMinutes, int ageMin, boolean liveNarration, LocalDateTime startsAt) {
            this.title = title;
            this.durationMinutes = durationMinutes;
            this.ageMin = ageMin;
            this.liveNarration = liveNarration;
            this.startsAt = startsAt;
        }

        public String getTitle() { return title; }
        public int getDurationMinutes() { return durationMinutes; }
        public int getAgeMin() { return ageMin; }
        public boolean isLiveNarration() { return liveNarration; }
        public LocalDateTime getStartsAt() { return startsAt; }
    }

    public interface ShowCatalog {
        Flux<Show> upcoming();
    }

    private static final SimpleEvaluationContext FILTER_CONTEXT =
            SimpleEvaluationContext.forReadOnlyDataBinding().build();

    private final ExpressionParser parser = new SpelExpressionParser();

    @Bean
    RouterFunction<ServerResponse> showFilterRoute(ShowCatalog catalog) {
        return RouterFunctions.route(GET("/shows"), request -> {
            String rule = request.queryParam("filter").orElse("true");
            return Mono.fromCallable(() -> parser.parseExpression(rule))
                    .map(expr -> catalog.upcoming().filter(show -> matches(expr, show)))
                    .flatMap(shows -> ServerResponse.ok().body(shows, Show.class))
                    .onErrorResume(ParseException.class, e -> ServerResponse.badRequest().bodyValue("invalid filter"));
        });
    }

    private static boolean matches(Expression expr, Show show) {
        try {
            return Boolean.TRUE.equals(expr.getValue(FILTER_CONTEXT, show, Boolean.class));
        } catch (EvaluationException e) {
            return false;
        }
    }
}
