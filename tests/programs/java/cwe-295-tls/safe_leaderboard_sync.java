// Game server job that pushes finished match scores to the regional ranking service over HTTPS
package gg.arenacore.ranking;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

public class LeaderboardSync {

    private final HttpClient client;
    private final URI endpoint;

    public LeaderboardSync(String rankingHost, Path caBundle, char[] storePassword) throws Exception {
        this.endpoint = URI.create("https://" + rankingHost + "/v2/scores");
        SSLContext tls = SSLContext.getInstance("TLSv1.3");
        tls.init(null, trustFrom(caBundle, storePassword).getTrustManagers(), null);
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

    private static TrustManagerFactory trustFrom(Path caBundle, char[] password) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(caBundle)) {
            store.load(in, password);
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        return factory;
    }
}
