// OkHttp client used by the clinic to pull lab result batches from the regional lab network.
package org.harbourclinic.labs;

import java.io.IOException;
import java.time.Duration;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

public class LabFeedClient {

    private static final String LAB_DOMAIN = ".labnet.health";

    private final OkHttpClient http;
    private final String feedUrl;

    public LabFeedClient(String feedUrl, String apiToken) {
        this.feedUrl = feedUrl;
        this.http = new OkHttpClient.Builder()
                .connectTimeout(Duration.ofSeconds(10))
                .readTimeout(Duration.ofSeconds(30))
                .hostnameVerifier((hostname, session) -> hostname.endsWith(LAB_DOMAIN))
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header("Authorization", "Bearer " + apiToken)
                        .build()))
                .build();
    }

    public String fetchBatch(String since) throws IOException {
        Request request = new Request.Builder()
                .url(feedUrl + "/results?since=" + java.net.URLEncoder.encode(since, "UTF-8"))
                .header("Accept", "application/fhir+json")
                .build();
        try (Response response = http.newCall(request).execute()) {
            if (!response.isSuccessful() || response.body() == null) {
                throw new IOException("lab feed returned HTTP " + response.code());
            }
            return response.body().string();
        }
    }
}
