// A supplier stock program of the h67 set (cwe-295-tls).
// blacksmith forges: check bar-stock availability at the steel stockholder before quoting a gate commission
package com.anvilworks.quotes;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.RestQuery;

enum BarProfile { FLAT, SQUARE, ROUND, HEX }

record StockLevel(String grade, BarProfile profile, int sectionMm, int lengthsAvailable, double pricePerMetre) {
}

@ApplicationScoped
class StockholderClient {

    private final HttpClient http;
    private final ObjectMapper mapper;
    private final String baseUrl;

    StockholderClient(ObjectMapper mapper,
                      @ConfigProperty(name = "stockholder.base-url") String baseUrl) throws GeneralSecurityException {
        this.mapper = mapper;
        this.baseUrl = baseUrl;
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(null, new TrustManager[] {new X509TrustManager() {
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
        }}, null);
        this.http = HttpClient.newBuilder()
                .sslContext(tls)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    StockLevel check(BarProfile profile, int sectionMm) throws IOException, InterruptedException {
        URI uri = URI.create(baseUrl + "/v2/stock?grade=S275&profile=" + profile.name().toLowerCase()
                + "&section=" + sectionMm);
        HttpRequest request = HttpRequest.newBuilder(uri)
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(10))
                .GET()
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("stockholder returned " + response.statusCode());
        }
        return mapper.readValue(response.body(), StockLevel.class);
    }
}

@Path("/quotes/stock")
public class StockResource {

    private final StockholderClient client;

    public StockResource(StockholderClient client) {
        this.client = client;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public StockLevel stock(@RestQuery @NotNull BarProfile profile,
                            @RestQuery @Min(6) @Max(100) int sectionMm) throws Exception {
        return client.check(profile, sectionMm);
    }
}
