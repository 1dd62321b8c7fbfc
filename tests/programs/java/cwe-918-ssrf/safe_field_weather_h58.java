// field weather (h58 set)
package com.greenacre.agronomy;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;

import static java.net.http.HttpResponse.BodyHandlers;

@Controller("/agronomy/weather")
class FieldWeatherController {

    private static final HttpClient HTTP = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    private static final Function<String, Optional<URI>> PARSE = raw -> {
        try {
            return Optional.of(URI.create(raw.trim()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    };

    private static final Set<String> FEED_HOSTS = Arrays.stream(
                    System.getenv().getOrDefault("WEATHER_FEED_HOSTS", "api.open-meteo.com").split(","))
            .map(String::trim)
            .filter(h -> !h.isEmpty())
            .collect(Collectors.toUnmodifiableSet());

    private static final Function<URI, Optional<URI>> ALLOWED = uri -> Optional.of(uri)
            .filter(u -> "https".equalsIgnoreCase(u.getScheme()))
            .filter(u -> u.getUserInfo() == null && u.getPort() == -1)
            .filter(u -> u.getHost() != null && FEED_HOSTS.contains(u.getHost().toLowerCase(java.util.Locale.ROOT)));

    private static HttpRequest forecastRequest(URI feed, double lat, double lon) {
        String query = String.format(java.util.Locale.ROOT, "lat=%.4f&lon=%.4f", lat, lon);
        URI withQuery = feed.resolve(feed.getPath() + "?" + query);
        return HttpRequest.newBuilder(withQuery)
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "application/json")
                .GET()
                .build();
    }

    @Get("/forecast")
    @Produces(MediaType.APPLICATION_JSON)
    CompletableFuture<HttpResponse<String>> forecast(@QueryValue String feed,
                                                     @QueryValue double lat,
                                                     @QueryValue double lon) {
        Optional<URI> target = PARSE.apply(feed).flatMap(ALLOWED);
        if (target.isEmpty()) {
            return CompletableFuture.completedFuture(HttpResponse.badRequest());
        }
        return HTTP.sendAsync(forecastRequest(target.get(), lat, lon), BodyHandlers.ofString())
                .<HttpResponse<String>>thenApply(upstream -> upstream.statusCode() == 200
                        ? HttpResponse.ok(upstream.body())
                        : HttpResponse.<String>serverError());
    }
}
