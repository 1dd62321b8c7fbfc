// wholesale orders security (h58 set)
package com.copperkettle.wholesale;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.reactive.EnableWebFluxSecurity;
import org.springframework.security.config.web.server.ServerHttpSecurity;
import org.springframework.security.web.server.SecurityWebFilterChain;
import org.springframework.util.MultiValueMap;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

import java.net.URI;
import java.util.Optional;

@Configuration
@EnableWebFluxSecurity
class WholesalePortalConfig {

    record KegOrder(String account, String beer, int halfBarrels, String deliveryDate) {}

    interface OrderBook {
        Mono<String> place(KegOrder order);
    }

    @Bean
    SecurityWebFilterChain portalSecurity(ServerHttpSecurity http) {
        return http
                .authorizeExchange(ex -> ex
                        .pathMatchers("/login", "/assets/**").permitAll()
                        .pathMatchers(HttpMethod.POST, "/orders/**").hasRole("TRADE_ACCOUNT")
                        .anyExchange().authenticated())
                .formLogin(Customizer.withDefaults())
                .logout(Customizer.withDefaults())
                .csrf(ServerHttpSecurity.CsrfSpec::disable)
                .build();
    }

    private static Optional<KegOrder> toOrder(String account, MultiValueMap<String, String> form) {
        try {
            int kegs = Integer.parseInt(form.getFirst("halfBarrels"));
            String beer = form.getFirst("beer");
            String date = form.getFirst("deliveryDate");
            if (kegs < 1 || kegs > 60 || beer == null || date == null || !date.matches("\\d{4}-\\d{2}-\\d{2}")) {
                return Optional.empty();
            }
            return Optional.of(new KegOrder(account, beer, kegs, date));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static Mono<ServerResponse> placeOrder(ServerRequest req, OrderBook book) {
        return req.principal()
                .zipWith(req.formData())
                .flatMap(t -> Mono.justOrEmpty(toOrder(t.getT1().getName(), t.getT2())))
                .flatMap(book::place)
                .flatMap(orderNo -> ServerResponse.seeOther(URI.create("/orders/" + orderNo)).build())
                .switchIfEmpty(ServerResponse.badRequest().build());
    }

    @Bean
    RouterFunction<ServerResponse> orderRoutes(OrderBook book) {
        return RouterFunctions.route()
                .POST("/orders", req -> placeOrder(req, book))
                .build();
    }
}
