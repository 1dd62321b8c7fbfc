// Unseen set h59: station uploader
package net.ridgeweather.upload;

import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

record HourlySummary(String stationId, String hour, double tempC, double rainMm, double gustMs) {}

class MetOfficeClient {
    private final HttpClient http;
    private final URI ingestUri;
    private final String apiToken;

    MetOfficeClient(URI ingestUri, String apiToken) throws GeneralSecurityException {
        SSLContext ssl = SSLContext.getInstance("TLS");
        ssl.init(null, new TrustManager[]{new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) { }
            public void checkServerTrusted(X509Certificate[] chain, String authType) { }
            public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
        }}, null);
        this.http = HttpClient.newBuilder().sslContext(ssl).connectTimeout(Duration.ofSeconds(10)).build();
        this.ingestUri = ingestUri;
        this.apiToken = apiToken;
    }

    int submit(String json) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(ingestUri)
                .header("Authorization", "Bearer " + apiToken)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

class SummaryUploadService {
    private final MetOfficeClient client;
    private final ObjectMapper mapper = new ObjectMapper();

    SummaryUploadService(MetOfficeClient client) {
        this.client = client;
    }

    int upload(List<HourlySummary> summaries) throws Exception {
        int accepted = 0;
        for (HourlySummary s : summaries) {
            if (client.submit(mapper.writeValueAsString(s)) == 202) {
                accepted++;
            }
        }
        return accepted;
    }
}

@Command(name = "upload-summaries", mixinStandardHelpOptions = true,
        description = "Sends hourly station summaries to the national met service ingest API.")
class UploadSummariesCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "JSON file with an array of hourly summaries")
    Path summaries;

    @Option(names = "--endpoint", defaultValue = "https://ingest.metnet.example.org/v2/hourly")
    URI endpoint;

    @Override
    public Integer call() throws Exception {
        HourlySummary[] rows = new ObjectMapper().readValue(Files.readString(summaries), HourlySummary[].class);
        MetOfficeClient client = new MetOfficeClient(endpoint, System.getenv("METNET_API_TOKEN"));
        int accepted = new SummaryUploadService(client).upload(List.of(rows));
        System.out.printf("%d of %d summaries accepted%n", accepted, rows.length);
        return accepted == rows.length ? 0 : 1;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new UploadSummariesCommand()).execute(args));
    }
}
