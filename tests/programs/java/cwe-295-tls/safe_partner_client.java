// Client that submits shipment manifests to a logistics partner's HTTPS API
package com.acme.logistics.partner;

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

final class PartnerManifestClient {

    private final HttpClient http;
    private final URI endpoint;
    private final String apiKey;

    public PartnerManifestClient(URI endpoint, String apiKey, Path trustStore, char[] storePassword)
            throws GeneralSecurityException, IOException {
        this.endpoint = endpoint;
        this.apiKey = apiKey;
        this.http = HttpClient.newBuilder()
                .sslContext(partnerContext(trustStore, storePassword))
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext partnerContext(Path trustStore, char[] password)
            throws GeneralSecurityException, IOException {
        KeyStore anchors = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(trustStore)) {
            anchors.load(in, password);
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(anchors);
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, tmf.getTrustManagers(), new SecureRandom());
        return ctx;
    }

    public int submit(String manifestJson) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/v2/manifests"))
                .header("Authorization", "Bearer " + apiKey)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(manifestJson))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
