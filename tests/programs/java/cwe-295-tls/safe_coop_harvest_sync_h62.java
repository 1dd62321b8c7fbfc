// A coop harvest sync program of the h62 set (cwe-295-tls).
package com.sunhollow.coop;

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
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * Nightly job: pushes the day's grape deliveries (from the weighbridge CSV) to the growers'
 * co-operative so payments can be calculated on sugar and tonnage.
 * Usage: coop-sync deliveries-2024-09-14.csv
 */
class CoopHarvestSync {

    private static final URI COOP_API = URI.create("https://api.valleygrowers-coop.org/v1/deliveries");

    record Delivery(String block, String varietal, double tonnes, double brix, LocalDate picked) {
        String toJson() {
            return String.format(Locale.ROOT,
                    "{\"block\":\"%s\",\"varietal\":\"%s\",\"tonnes\":%.3f,\"brix\":%.1f,\"picked\":\"%s\"}",
                    block, varietal, tonnes, brix, picked);
        }
    }

    static Delivery parseLine(String line) {
        String[] f = line.split(",");
        return new Delivery(f[0].strip(), f[1].strip(), Double.parseDouble(f[2]), Double.parseDouble(f[3]),
                LocalDate.parse(f[4].strip()));
    }

    static HttpClient client() throws GeneralSecurityException, IOException {
        // The co-op signs its API certificate with its own CA, shipped to growers as a PKCS#12 trust store.
        KeyStore coopCa = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(Path.of(System.getenv("COOP_TRUSTSTORE")))) {
            coopCa.load(in, System.getenv("COOP_TRUSTSTORE_PASSWORD").toCharArray());
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(coopCa);
        SSLContext tls = SSLContext.getInstance("TLSv1.3");
        tls.init(null, tmf.getTrustManagers(), null);
        return HttpClient.newBuilder()
                .sslContext(tls)
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    static CompletableFuture<Integer> push(HttpClient http, String token, Delivery d) {
        HttpRequest request = HttpRequest.newBuilder(COOP_API)
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(d.toJson()))
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding()).thenApply(HttpResponse::statusCode);
    }

    public static void main(String[] args) throws IOException, GeneralSecurityException {
        String token = System.getenv("COOP_API_TOKEN");
        HttpClient http = client();
        List<Delivery> deliveries = Files.readAllLines(Path.of(args[0])).stream()
                .skip(1)
                .filter(line -> !line.isBlank())
                .map(CoopHarvestSync::parseLine)
                .toList();
        List<CompletableFuture<Integer>> sent = deliveries.stream().map(d -> push(http, token, d)).toList();
        CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new)).join();
        long failed = sent.stream().map(CompletableFuture::join).filter(code -> code >= 300).count();
        System.out.printf("pushed %d deliveries, %d rejected%n", deliveries.size(), failed);
    }
}
