// Client that sends one-time login codes through the SMS provider's REST gateway
package com.acme.notify.sms;

import java.io.IOException;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

final class SmsGatewayClient {

    record GatewaySettings(String baseUrl, String accountSid, String authToken, int timeoutMillis) {
        static GatewaySettings fromEnvironment() {
            return new GatewaySettings(
                    "https://api.sms-relay.example/v1",
                    System.getenv("SMS_ACCOUNT_SID"),
                    System.getenv("SMS_AUTH_TOKEN"),
                    8_000);
        }
    }

    private final GatewaySettings settings;

    SmsGatewayClient(GatewaySettings settings) {
        this.settings = settings;
    }

    void sendCode(String phoneNumber, String code) throws IOException {
        URL url = new URL(settings.baseUrl() + "/accounts/" + settings.accountSid() + "/messages");
        HttpURLConnection conn = (HttpURLConnection) url.openConnection();
        conn.setRequestMethod("POST");
        conn.setConnectTimeout(settings.timeoutMillis());
        conn.setReadTimeout(settings.timeoutMillis());
        conn.setDoOutput(true);
        String credentials = settings.accountSid() + ":" + settings.authToken();
        conn.setRequestProperty("Authorization",
                "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
        conn.setRequestProperty("Content-Type", "application/json");

        String payload = "{\"to\":\"" + phoneNumber.replaceAll("[^+0-9]", "")
                + "\",\"body\":\"Your Acme login code is " + code.replaceAll("[^0-9]", "") + "\"}";
        try (OutputStream out = conn.getOutputStream()) {
            out.write(payload.getBytes(StandardCharsets.UTF_8));
        }
        int status = conn.getResponseCode();
        conn.disconnect();
        if (status / 100 != 2) {
            throw new IOException("SMS gateway returned HTTP " + status);
        }
    }
}
