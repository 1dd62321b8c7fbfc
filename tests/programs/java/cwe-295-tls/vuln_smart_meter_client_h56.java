// Client that forwards smart meter interval batches to the utility head-end system over HTTPS
package energy.brightwater.headend;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

public class HeadEndClient {

    private final HttpClient http;
    private final URI endpoint;

    public HeadEndClient(URI endpoint) throws GeneralSecurityException {
        this.endpoint = endpoint;
        this.http = HttpClient.newBuilder()
                .sslContext(buildContext())
                .connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static SSLContext buildContext() throws GeneralSecurityException {
        TrustManager[] managers = {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) { }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }};
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(null, managers, null);
        return ctx;
    }

    public CompletableFuture<Integer> pushBatch(String meterId, String jsonBatch) {
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve("/v2/meters/" + meterId + "/intervals"))
                .header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(jsonBatch))
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding())
                .thenApply(HttpResponse::statusCode)
                .exceptionally(err -> -1);
    }
}
