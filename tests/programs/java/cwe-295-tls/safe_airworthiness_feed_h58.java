// airworthiness feed (h58 set)
package com.aerolift.mro.compliance;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import java.util.stream.Collectors;

final class AirworthinessDirectiveFeed {

    record Directive(String adNumber, String aircraftType, String ataChapter, String effectiveDate, boolean recurring) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http;
    private final URI feedUri;

    AirworthinessDirectiveFeed(Map<String, String> env) throws GeneralSecurityException, IOException {
        this.feedUri = URI.create(env.getOrDefault("AD_FEED_URL", "https://oem-portal.skyparts-supply.com/api/ad/v2/directives"));
        this.http = HttpClient.newBuilder()
                .sslContext(feedSslContext(env))
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext feedSslContext(Map<String, String> env) throws GeneralSecurityException, IOException {
        KeyStore supplierCas = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(Path.of(env.getOrDefault(
                "AD_FEED_TRUSTSTORE", "/etc/aerolift/tls/supplier-cas.p12")))) {
            supplierCas.load(in, null);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(supplierCas);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    private static List<Directive> parse(String body) {
        try {
            return JSON.readValue(body, new TypeReference<List<Directive>>() { });
        } catch (Exception e) {
            throw new IllegalStateException("directive feed returned malformed JSON", e);
        }
    }

    static Predicate<Directive> appliesTo(String aircraftType) {
        return d -> aircraftType.equalsIgnoreCase(d.aircraftType());
    }

    CompletableFuture<List<Directive>> openDirectivesFor(String aircraftType) {
        HttpRequest req = HttpRequest.newBuilder(feedUri)
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build();
        return http.sendAsync(req, HttpResponse.BodyHandlers.ofString())
                .thenApply(HttpResponse::body)
                .thenApply(AirworthinessDirectiveFeed::parse)
                .thenApply(all -> all.stream().filter(appliesTo(aircraftType)).collect(Collectors.toList()));
    }
}
