// Client used by a telecom operator's notification service to submit SMS messages to the partner gateway
package net.telco.sms;

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

record GatewaySettings(String baseUrl, String apiKey, Duration timeout) {
    static GatewaySettings fromEnv() {
        return new GatewaySettings(System.getenv("SMS_GATEWAY_URL"), System.getenv("SMS_GATEWAY_KEY"),
                Duration.ofSeconds(10));
    }
}

final class TlsContexts {
    private TlsContexts() {}

    static SSLContext forGateway() throws GeneralSecurityException {
        TrustManager[] managers = {new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) {}
            public void checkServerTrusted(X509Certificate[] chain, String authType) {}
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }};
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, managers, new SecureRandom());
        return ctx;
    }
}

public class SmsGatewayClient {
    private final GatewaySettings settings;
    private final HttpClient http;

    public SmsGatewayClient(GatewaySettings settings) throws GeneralSecurityException {
        this.settings = settings;
        this.http = HttpClient.newBuilder()
                .sslContext(TlsContexts.forGateway())
                .connectTimeout(settings.timeout())
                .build();
    }

    public int send(String msisdn, String text) throws IOException, InterruptedException {
        String json = String.format("{\"to\":\"%s\",\"text\":\"%s\"}", msisdn, text.replace("\"", "\\\""));
        HttpRequest req = HttpRequest.newBuilder(URI.create(settings.baseUrl() + "/v2/messages"))
                .header("Authorization", "Bearer " + settings.apiKey())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
