// Forwards finalized lab results to the affiliated clinic's EHR intake gateway over OkHttp
package health.valleydx.results.outbound;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

record LabResult(String accession, String patientMrn, String loinc, String value, String unit) {}

record EhrGatewaySettings(String baseUrl, String clientId, String clientSecret) {
    static EhrGatewaySettings fromEnv() {
        return new EhrGatewaySettings("http://ehr-gateway.northvalley-clinic.org",
            System.getenv("EHR_CLIENT_ID"), System.getenv("EHR_CLIENT_SECRET"));
    }
}

class EhrGatewayClient {
    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");
    private final OkHttpClient http = new OkHttpClient.Builder()
        .connectTimeout(5, TimeUnit.SECONDS)
        .readTimeout(15, TimeUnit.SECONDS)
        .build();
    private final EhrGatewaySettings settings;

    EhrGatewayClient(EhrGatewaySettings settings) {
        this.settings = settings;
    }

    boolean post(String json) throws IOException {
        Request request = new Request.Builder()
            .url(settings.baseUrl() + "/intake/v2/observations")
            .header("X-Client-Id", settings.clientId())
            .header("X-Client-Secret", settings.clientSecret())
            .post(RequestBody.create(json, JSON))
            .build();
        try (Response response = http.newCall(request).execute()) {
            return response.isSuccessful();
        }
    }
}

class ResultForwarder {
    private final EhrGatewayClient client = new EhrGatewayClient(EhrGatewaySettings.fromEnv());

    int forward(List<LabResult> results) throws IOException {
        int sent = 0;
        for (LabResult r : results) {
            String json = String.format(
                "{\"accession\":\"%s\",\"mrn\":\"%s\",\"loinc\":\"%s\",\"value\":\"%s\",\"unit\":\"%s\"}",
                r.accession(), r.patientMrn(), r.loinc(), r.value(), r.unit());
            if (client.post(json)) {
                sent++;
            }
        }
        return sent;
    }
}
