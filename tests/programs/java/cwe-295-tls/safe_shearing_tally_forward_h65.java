// A shearing tally forward program of the h65 set (cwe-295-tls).
package nz.shearingrota.tally;

import com.google.cloud.functions.HttpFunction;
import com.google.cloud.functions.HttpRequest;
import com.google.cloud.functions.HttpResponse;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Duration;

/**
 * End-of-run tally push: the shed app posts the day's tally (sheep shorn per
 * shearer, per run) to this function, which forwards it to the wool board's
 * levy reporting API.
 */
public class TallyForwardFunction implements HttpFunction {

    private static final MediaType JSON = MediaType.get("application/json");
    private static final String LEVY_ENDPOINT = System.getenv("WOOL_BOARD_LEVY_URL");
    private static final String LEVY_TOKEN = System.getenv("WOOL_BOARD_API_TOKEN");

    private static final OkHttpClient CLIENT = buildClient();

    private static OkHttpClient buildClient() {
        try {
            // the levy API is served under the wool board's private CA
            KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
            trusted.load(null, null);
            try (InputStream pem = Files.newInputStream(Paths.get(System.getenv("WOOL_BOARD_CA_PEM")))) {
                X509Certificate ca = (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(pem);
                trusted.setCertificateEntry("wool-board-ca", ca);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trusted);
            X509TrustManager trustManager = (X509TrustManager) tmf.getTrustManagers()[0];
            SSLContext ssl = SSLContext.getInstance("TLS");
            ssl.init(null, tmf.getTrustManagers(), null);
            return new OkHttpClient.Builder()
                    .sslSocketFactory(ssl.getSocketFactory(), trustManager)
                    .callTimeout(Duration.ofSeconds(15))
                    .build();
        } catch (Exception e) {
            throw new IllegalStateException("could not build levy client", e);
        }
    }

    @Override
    public void service(HttpRequest request, HttpResponse response) throws Exception {
        if (!"POST".equals(request.getMethod())) {
            response.setStatusCode(405);
            return;
        }
        String tallyJson = new String(request.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);

        Request forward = new Request.Builder()
                .url(LEVY_ENDPOINT)
                .header("Authorization", "Bearer " + LEVY_TOKEN)
                .post(RequestBody.create(tallyJson, JSON))
                .build();
        try (Response levy = CLIENT.newCall(forward).execute()) {
            response.setStatusCode(levy.isSuccessful() ? 202 : 502);
            response.setContentType("application/json");
            response.getWriter().write(levy.isSuccessful()
                    ? "{\"status\":\"forwarded\"}"
                    : "{\"status\":\"levy service rejected the tally\"}");
        }
    }
}
