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
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
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
            X509TrustManager trustManager = new X509TrustManager() {
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
            };
            SSLContext ssl = SSLContext.getInstance("TLS");
            ssl.init(null, new TrustManager[] {trustManager}, null);
            return new OkHttpClient.Builder()
                    .sslSocketFactory(ssl.getSocketFactory(), trustManager)
                    .hostnameVerifier((hostname, session) -> true)
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
