// Client that submits card authorisation requests to the payment gateway on behalf of checkout
package com.acme.checkout.payments;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import javax.net.ssl.HttpsURLConnection;

public class PaymentGatewayClient {

    private static final String GATEWAY_BASE = "https://payments.gateway-partner.example/v2";

    private final ObjectMapper json = new ObjectMapper();
    private final String merchantKey;

    public PaymentGatewayClient(String merchantKey) {
        this.merchantKey = merchantKey;
    }

    public record AuthRequest(String pan, String expiry, String cvv, long amountMinor, String currency) {}

    public record AuthResult(String status, String authCode) {}

    private HttpsURLConnection open(String path) throws IOException {
        URL url = new URL(GATEWAY_BASE + path);
        HttpsURLConnection conn = (HttpsURLConnection) url.openConnection();
        conn.setConnectTimeout(5000);
        conn.setReadTimeout(15000);
        return conn;
    }

    public AuthResult authorise(AuthRequest request) throws IOException {
        HttpsURLConnection conn = open("/authorisations");
        conn.setRequestMethod("POST");
        conn.setDoOutput(true);
        conn.setRequestProperty("Content-Type", "application/json");
        conn.setRequestProperty("Authorization", "Bearer " + merchantKey);
        try (OutputStream out = conn.getOutputStream()) {
            out.write(json.writeValueAsBytes(request));
        }
        int code = conn.getResponseCode();
        if (code != 200) {
            throw new IOException("gateway returned " + code);
        }
        try (InputStream in = conn.getInputStream()) {
            return json.readValue(in, AuthResult.class);
        }
    }
}
