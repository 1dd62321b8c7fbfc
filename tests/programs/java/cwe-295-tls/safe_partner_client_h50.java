// HTTP client factory used to call the logistics partner's shipment-status API
package com.acme.logistics.client;

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
import java.security.SecureRandom;
import java.time.Duration;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

public final class PartnerShipmentClient {

    private static final URI BASE = URI.create("https://api.partner-logistics.example/v2/");
    private final HttpClient http;

    public PartnerShipmentClient(Path trustStore, char[] storePass) throws GeneralSecurityException, IOException {
        this.http = HttpClient.newBuilder()
                .sslContext(partnerContext(trustStore, storePass))
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    private static SSLContext partnerContext(Path trustStore, char[] storePass)
            throws GeneralSecurityException, IOException {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(trustStore)) {
            ks.load(in, storePass);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(ks);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), new SecureRandom());
        return ctx;
    }

    public String shipmentStatus(String trackingNo, String apiKey) throws IOException, InterruptedException {
        HttpRequest req = HttpRequest.newBuilder(BASE.resolve("shipments/" + trackingNo))
                .header("X-Api-Key", apiKey)
                .timeout(Duration.ofSeconds(10))
                .GET()
                .build();
        return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }
}
