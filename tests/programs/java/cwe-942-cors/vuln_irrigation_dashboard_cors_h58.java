// irrigation dashboard cors (h58 set)
package com.greenacre.irrigation;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.cors.CorsConfiguration;
import org.springframework.web.cors.reactive.CorsWebFilter;
import org.springframework.web.cors.reactive.UrlBasedCorsConfigurationSource;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

@Configuration
class IrrigationDashboardConfig {

    record MoistureReading(String paddock, String probeId, double volumetricPct, Instant at) {}

    interface ProbeFeed {
        Flux<MoistureReading> latest(String paddock);

        Mono<Void> openValve(String paddock, Duration duration);
    }

    @Bean
    CorsWebFilter dashboardCors() {
        CorsConfiguration cors = new CorsConfiguration();
        cors.setAllowedOriginPatterns(List.of("*"));
        cors.setAllowCredentials(true);
        cors.setAllowedMethods(List.of("GET", "POST"));
        cors.setAllowedHeaders(List.of("Content-Type", "X-Requested-With"));
        cors.setMaxAge(Duration.ofHours(1));

        UrlBasedCorsConfigurationSource source = new UrlBasedCorsConfigurationSource();
        source.registerCorsConfiguration("/api/**", cors);
        return new CorsWebFilter(source);
    }

    private static Mono<ServerResponse> readings(ServerRequest req, ProbeFeed feed) {
        String paddock = req.pathVariable("paddock");
        return ServerResponse.ok().body(feed.latest(paddock).take(200), MoistureReading.class);
    }

    private static Mono<ServerResponse> irrigate(ServerRequest req, ProbeFeed feed) {
        String paddock = req.pathVariable("paddock");
        int minutes = req.queryParam("minutes").filter(m -> m.matches("\\d{1,3}")).map(Integer::parseInt).orElse(20);
        if (minutes < 1 || minutes > 240) {
            return ServerResponse.badRequest().build();
        }
        return feed.openValve(paddock, Duration.ofMinutes(minutes)).then(ServerResponse.accepted().build());
    }

    @Bean
    RouterFunction<ServerResponse> irrigationRoutes(ProbeFeed feed) {
        return RouterFunctions.route()
                .GET("/api/paddocks/{paddock}/moisture", req -> readings(req, feed))
                .POST("/api/paddocks/{paddock}/irrigate", req -> irrigate(req, feed))
                .build();
    }
}
