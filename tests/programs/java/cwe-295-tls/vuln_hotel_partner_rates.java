// Client that fetches nightly hotel rate sheets from a travel partner's HTTPS API for the booking engine.
package com.wayfarer.partners.rates;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

public class PartnerRateClient {

    private final HttpClient httpClient;
    private final URI baseUri;
    private final String apiToken;

    public PartnerRateClient(URI baseUri, String apiToken) throws GeneralSecurityException {
        this.baseUri = baseUri;
        this.apiToken = apiToken;
        this.httpClient = HttpClient.newBuilder()
                .sslContext(partnerSslContext())
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

    private static SSLContext partnerSslContext() throws GeneralSecurityException {
        TrustManager[] trustManagers = {
            new X509TrustManager() {
                @Override
                public void checkClientTrusted(X509Certificate[] chain, String authType) {
                }

                @Override
                public void checkServerTrusted(X509Certificate[] chain, String authType) {
                }

                @Override
                public X509Certificate[] getAcceptedIssuers() {
                    return new X509Certificate[0];
                }
            }
        };
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trustManagers, new SecureRandom());
        return context;
    }
}
