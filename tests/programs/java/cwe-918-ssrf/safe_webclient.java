// Spring WebFlux endpoint that proxies exchange-rate lookups to the rate provider
package com.example.fx;

import java.util.Set;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@RestController
public class RateProxyController {

    private static final Set<String> PAIRS = Set.of("EURUSD", "GBPUSD", "USDJPY", "EURGBP");

    private final WebClient webClient = WebClient.builder().baseUrl("https://rates.fxprovider.com").build();

    @GetMapping("/fx/rate")
    public Mono<String> rate(@RequestParam String pair) {
        if (!PAIRS.contains(pair)) {
            return Mono.error(new IllegalArgumentException("unknown pair"));
        }
        return webClient.get()
                .uri(uriBuilder -> uriBuilder.path("/rates").queryParam("pair", pair).build())
                .retrieve()
                .bodyToMono(String.class);
    }
}
