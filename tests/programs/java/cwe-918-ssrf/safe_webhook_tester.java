// CI settings endpoint that sends a sample build-finished event to a user-configured webhook URL
package io.buildgrid.notify;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Set;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@RestController
class WebhookTestController {

    private static final Set<String> WEBHOOK_HOSTS = Set.of(
            "hooks.slack.com", "discord.com", "outlook.office.com", "api.pagerduty.com");

    record TestRequest(String url) {}

    private final WebClient webClient;

    WebhookTestController(WebClient.Builder builder) {
        this.webClient = builder.build();
    }

    @PostMapping("/projects/{projectId}/webhooks/test")
    Mono<ResponseEntity<Map<String, Object>>> test(@PathVariable long projectId, @RequestBody TestRequest request) {
        URI target;
        try {
            target = URI.create(request.url().trim());
        } catch (IllegalArgumentException e) {
            return Mono.just(ResponseEntity.badRequest().body(Map.of("error", "malformed url")));
        }
        if (!isAllowedWebhook(target)) {
            return Mono.just(ResponseEntity.badRequest().body(Map.of("error", "url not allowed")));
        }
        Map<String, Object> sample = Map.of("event", "build.finished", "project", projectId, "status", "passed");
        return webClient.post()
                .uri(target)
                .contentType(MediaType.APPLICATION_JSON)
                .bodyValue(sample)
                .retrieve()
                .toBodilessEntity()
                .timeout(Duration.ofSeconds(5))
                .map(r -> ResponseEntity.ok(Map.<String, Object>of("delivered", true, "status", r.getStatusCode().value())))
                .onErrorResume(e -> Mono.just(ResponseEntity.ok(Map.<String, Object>of("delivered", false, "error", e.getClass().getSimpleName()))));
    }

    private static boolean isAllowedWebhook(URI target) {
        return "https".equalsIgnoreCase(target.getScheme())
                && target.getRawUserInfo() == null
                && (target.getPort() == -1 || target.getPort() == 443)
                && target.getHost() != null
                && WEBHOOK_HOSTS.contains(target.getHost().toLowerCase());
    }
}
