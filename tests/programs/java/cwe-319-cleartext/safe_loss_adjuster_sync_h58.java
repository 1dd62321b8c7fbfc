// loss adjuster sync (h58 set)
package com.harbourmutual.claims.partners;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.stream.Collectors;

final class LossAdjusterSync {

    record Claimant(String name, String phone, String email, String address) {}

    record Assignment(String claimNo, String policyNo, String peril, LocalDate lossDate,
                      BigDecimal reserve, Claimant claimant) {}

    record Receipt(String claimNo, int status) {}

    private static final URI ADJUSTER_ENDPOINT =
            URI.create("https://api.coastline-adjusters.com/v3/assignments");

    private static final ObjectMapper JSON = new ObjectMapper().findAndRegisterModules();

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(8))
            .build();

    private final String partnerKey;

    LossAdjusterSync() {
        this.partnerKey = Objects.requireNonNull(System.getenv("COASTLINE_PARTNER_KEY"), "COASTLINE_PARTNER_KEY not set");
    }

    private final Function<Assignment, HttpRequest> toRequest = a -> {
        try {
            return HttpRequest.newBuilder(ADJUSTER_ENDPOINT)
                    .header("Content-Type", "application/json")
                    .header("X-Partner-Key", partnerKey)
                    .timeout(Duration.ofSeconds(20))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(a)))
                    .build();
        } catch (Exception e) {
            throw new IllegalArgumentException("could not encode assignment " + a.claimNo(), e);
        }
    };

    private CompletableFuture<Receipt> send(Assignment a) {
        return http.sendAsync(toRequest.apply(a), HttpResponse.BodyHandlers.discarding())
                .thenApply(resp -> new Receipt(a.claimNo(), resp.statusCode()))
                .exceptionally(err -> new Receipt(a.claimNo(), -1));
    }

    CompletableFuture<List<Receipt>> dispatch(List<Assignment> assignments) {
        List<CompletableFuture<Receipt>> inFlight = assignments.stream()
                .filter(a -> a.reserve().signum() > 0)
                .map(this::send)
                .collect(Collectors.toList());
        return CompletableFuture.allOf(inFlight.toArray(CompletableFuture[]::new))
                .thenApply(v -> inFlight.stream().map(CompletableFuture::join).collect(Collectors.toList()));
    }
}
