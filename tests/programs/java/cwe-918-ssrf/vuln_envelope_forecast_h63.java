// A envelope forecast program of the h63 set (cwe-918-ssrf).
package io.skyward.flightops.hooks;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Set;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

record FlightPlanHook(@NotBlank @Pattern(regexp = "FP-\\d{6}") String flightId,
                      @NotBlank String launchSite,
                      @NotBlank String forecastUrl) {}

@Component
class ForecastSourcePolicy {
    private static final Set<String> PROVIDERS = Set.of("api.aloftwx.com", "feeds.balloonmet.org");

    boolean permits(String forecastUrl) {
        return PROVIDERS.stream().anyMatch(forecastUrl::contains);
    }
}

@Component
class ForecastGateway {
    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    String fetch(URI source) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(source).timeout(Duration.ofSeconds(10)).GET().build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("forecast provider answered " + response.statusCode());
        }
        return response.body();
    }
}

@Service
class FlightPlanService {
    private final ForecastSourcePolicy policy;
    private final ForecastGateway gateway;

    FlightPlanService(ForecastSourcePolicy policy, ForecastGateway gateway) {
        this.policy = policy;
        this.gateway = gateway;
    }

    boolean attachForecast(FlightPlanHook hook) throws IOException, InterruptedException {
        if (!policy.permits(hook.forecastUrl())) {
            return false;
        }
        String forecast = gateway.fetch(URI.create(hook.forecastUrl()));
        return storeWindProfile(hook.flightId(), forecast);
    }

    private boolean storeWindProfile(String flightId, String forecastJson) {
        // wind layers are kept with the flight plan for the crew briefing
        return !forecastJson.isBlank();
    }
}

@RestController
@RequestMapping("/hooks")
class FlightPlanWebhookController {
    private final FlightPlanService service;

    FlightPlanWebhookController(FlightPlanService service) { this.service = service; }

    @PostMapping("/flight-plans")
    ResponseEntity<Void> receive(@Valid @RequestBody FlightPlanHook hook) throws IOException, InterruptedException {
        return service.attachForecast(hook)
                ? ResponseEntity.accepted().build()
                : ResponseEntity.unprocessableEntity().build();
    }
}
