// engagement signoff (h58 set)
package com.ashfordblake.clientportal;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

import java.net.URI;
import java.util.Map;

@Configuration
class EngagementLetterRoutes {

    interface SignatureLedger {
        Mono<Boolean> recordAcceptance(String matterId, String clientId);
    }

    private static final URI MATTER_HOME = URI.create("/matters");

    private final SignatureLedger ledger;

    EngagementLetterRoutes(SignatureLedger ledger) {
        this.ledger = ledger;
    }

    private static Mono<String> clientId(ServerRequest req) {
        return req.principal().map(p -> p.getName());
    }

    private static URI continuation(ServerRequest req) {
        return req.queryParam("continue")
                .map(URI::create)
                .orElse(MATTER_HOME);
    }

    private Mono<ServerResponse> accept(ServerRequest req) {
        String matterId = req.pathVariable("matterId");
        URI next = continuation(req);
        return clientId(req)
                .flatMap(client -> ledger.recordAcceptance(matterId, client))
                .flatMap(ok -> ok
                        ? ServerResponse.seeOther(next).build()
                        : ServerResponse.badRequest()
                                .contentType(MediaType.APPLICATION_JSON)
                                .bodyValue(Map.of("error", "engagement letter already accepted")))
                .switchIfEmpty(ServerResponse.status(401).build());
    }

    @Bean
    RouterFunction<ServerResponse> engagementRoutes() {
        return RouterFunctions.route()
                .POST("/matters/{matterId}/engagement/accept", this::accept)
                .build();
    }
}
