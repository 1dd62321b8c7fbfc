// Spring WebFlux endpoint that proxies exchange-rate lookups to a configurable provider
package com.example.fx;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@RestController
public class RateProxyController {

    private final WebClient webClient = WebClient.builder().build();

    @GetMapping("/fx/rate")
    public Mono<String> rate(@RequestParam String provider, @RequestParam String pair) {
        return webClient.get()
                .uri(provider + "/rates?pair=" + pair)
                .retrieve()
                .bodyToMono(String.class);
    }
}
