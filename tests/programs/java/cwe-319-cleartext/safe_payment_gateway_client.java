// Spring service that submits card charges to the external payment gateway's REST API.
package com.acme.checkout.gateway;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class PaymentGatewayClient {

    public record ChargeRequest(String cardNumber, String expiry, String cvc, long amountCents, String currency) {}

    public record ChargeResult(String chargeId, String status) {}

    private static final Map<String, String> GATEWAY_BASES = Map.of(
            "sandbox", "https://sandbox.paygate-partner.com/v2",
            "production", "https://api.paygate-partner.com/v2");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final String baseUrl;
    private final String apiKey;

    public PaymentGatewayClient(@Value("${payments.environment:production}") String environment,
                                @Value("${payments.api-key}") String apiKey) {
        this.baseUrl = GATEWAY_BASES.getOrDefault(environment, GATEWAY_BASES.get("sandbox"));
        this.apiKey = apiKey;
    }

    public ChargeResult charge(ChargeRequest charge) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + "/charges"))
                .timeout(Duration.ofSeconds(15))
                .header("Authorization", "Bearer " + apiKey)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(charge)))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IOException("gateway returned " + response.statusCode());
        }
        return json.readValue(response.body(), ChargeResult.class);
    }
}
