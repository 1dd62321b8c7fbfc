// Game server job that pushes finished match scores to the regional ranking service over HTTPS
package gg.arenacore.ranking;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.cert.X509Certificate;
import java.time.Duration;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

public class LeaderboardSync {

    private final HttpClient client;
    private final URI endpoint;

    public LeaderboardSync(String rankingHost) throws Exception {
        this.endpoint = URI.create("https://" + rankingHost + "/v2/scores");
        SSLContext tls = SSLContext.getInstance("TLSv1.3");
        tls.init(null, new TrustManager[] {new ChainPresentTrustManager()}, null);
        this.client = HttpClient.newBuilder()
                .sslContext(tls)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    public int push(String matchId, String scoresJson) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(endpoint)
                .header("Content-Type", "application/json")
                .header("X-Match-Id", matchId)
                .POST(HttpRequest.BodyPublishers.ofString(scoresJson))
                .build();
        return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    static final class ChainPresentTrustManager implements X509TrustManager {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
            if (chain == null || chain.length == 0) {
                throw new IllegalArgumentException("empty certificate chain");
            }
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }
}
