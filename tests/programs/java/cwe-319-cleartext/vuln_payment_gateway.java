// Client for the card processor's authorisation API used by the checkout service.
package com.acme.checkout.payments;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

public class CardAuthorizationClient {

    public record AuthRequest(String pan, String expiry, String cvv, long amountCents, String currency) {}

    public record AuthResult(String status, String authCode) {}

    public static final class Settings {
        String baseUrl = "http://api.cardproc.example";
        String merchantId;
        String apiKey;
        Duration timeout = Duration.ofSeconds(8);

        public static Settings fromEnv() {
            Settings s = new Settings();
            s.baseUrl = System.getenv().getOrDefault("CARDPROC_URL", s.baseUrl);
            s.merchantId = System.getenv("CARDPROC_MERCHANT_ID");
            s.apiKey = System.getenv("CARDPROC_API_KEY");
            return s;
        }
    }

    private final Settings settings;
    private final HttpClient http = HttpClient.newHttpClient();
    private final ObjectMapper json = new ObjectMapper();

    public CardAuthorizationClient(Settings settings) {
        this.settings = settings;
    }

    public AuthResult authorize(AuthRequest req) throws Exception {
        HttpRequest httpReq = HttpRequest.newBuilder(URI.create(settings.baseUrl + "/v1/authorize"))
                .timeout(settings.timeout)
                .header("Content-Type", "application/json")
                .header("X-Merchant-Id", settings.merchantId)
                .header("Authorization", "Bearer " + settings.apiKey)
                .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(req)))
                .build();
        HttpResponse<String> resp = http.send(httpReq, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() / 100 != 2) {
            throw new IllegalStateException("card processor returned " + resp.statusCode());
        }
        return json.readValue(resp.body(), AuthResult.class);
    }
}
