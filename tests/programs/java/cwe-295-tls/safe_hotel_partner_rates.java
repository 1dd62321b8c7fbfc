// Client that fetches nightly hotel rate sheets from a travel partner's HTTPS API for the booking engine.
package com.wayfarer.partners.rates;

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

public class PartnerRateClient {

    private final HttpClient httpClient;
    private final URI baseUri;
    private final String apiToken;

    public PartnerRateClient(URI baseUri, String apiToken, Path partnerTrustStore)
            throws GeneralSecurityException, IOException {
        this.baseUri = baseUri;
        this.apiToken = apiToken;
        this.httpClient = HttpClient.newBuilder()
                .sslContext(partnerSslContext(partnerTrustStore))
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    public String fetchRateSheet(String hotelCode, String stayDate) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(baseUri.resolve("/v2/hotels/" + hotelCode + "/rates?date=" + stayDate))
                .header("Authorization", "Bearer " + apiToken)
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build();
        HttpResponse<String> response = httpClient.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("partner returned HTTP " + response.statusCode());
        }
        return response.body();
    }

    private static SSLContext partnerSslContext(Path trustStorePath) throws GeneralSecurityException, IOException {
        KeyStore trustStore = KeyStore.getInstance("PKCS12");
        String storePassword = System.getenv("PARTNER_TRUSTSTORE_PASSWORD");
        try (InputStream in = Files.newInputStream(trustStorePath)) {
            trustStore.load(in, storePassword == null ? null : storePassword.toCharArray());
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trustStore);
        SSLContext context = SSLContext.getInstance("TLSv1.3");
        context.init(null, tmf.getTrustManagers(), new SecureRandom());
        return context;
    }
}
