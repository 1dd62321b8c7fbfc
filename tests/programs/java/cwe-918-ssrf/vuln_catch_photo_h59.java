// Unseen set h59: catch photo
package no.fjordcatch.reports;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;

import java.io.IOException;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

record CatchReport(String reportId, String vesselCfr, String species, double liveWeightKg, String photoUrl) {}

class PhotoFetcher {
    private final OkHttpClient http = new OkHttpClient.Builder()
            .callTimeout(10, TimeUnit.SECONDS)
            .followRedirects(false)
            .build();

    byte[] fetch(String photoUrl) throws IOException {
        HttpUrl url = HttpUrl.parse(photoUrl);
        if (url == null) {
            throw new IllegalArgumentException("photo url is not a valid http(s) url");
        }
        Request request = new Request.Builder().url(url).get().build();
        try (Response response = http.newCall(request).execute()) {
            if (!response.isSuccessful() || response.body() == null) {
                throw new IOException("photo download failed with " + response.code());
            }
            return response.body().bytes();
        }
    }
}

class CatchEvidenceService {
    private final PhotoFetcher fetcher;
    private final S3Client s3;
    private final String bucket;

    CatchEvidenceService(PhotoFetcher fetcher, S3Client s3, String bucket) {
        this.fetcher = fetcher;
        this.s3 = s3;
        this.bucket = bucket;
    }

    String archivePhoto(CatchReport report) throws IOException {
        UUID id = UUID.fromString(report.reportId());
        byte[] image = fetcher.fetch(report.photoUrl());
        String key = "catch-photos/" + id + ".jpg";
        s3.putObject(PutObjectRequest.builder().bucket(bucket).key(key).contentType("image/jpeg").build(),
                RequestBody.fromBytes(image));
        return key;
    }
}

class CatchReportHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final CatchEvidenceService service =
            new CatchEvidenceService(new PhotoFetcher(), S3Client.create(), System.getenv("EVIDENCE_BUCKET"));

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        try {
            CatchReport report = JSON.readValue(event.getBody(), CatchReport.class);
            String key = service.archivePhoto(report);
            return new APIGatewayProxyResponseEvent().withStatusCode(201).withBody("{\"photoKey\":\"" + key + "\"}");
        } catch (IllegalArgumentException e) {
            return new APIGatewayProxyResponseEvent().withStatusCode(400).withBody("{\"error\":\"invalid report\"}");
        } catch (IOException e) {
            context.getLogger().log("photo archive failed: " + e.getMessage());
            return new APIGatewayProxyResponseEvent().withStatusCode(502).withBody("{\"error\":\"photo unavailable\"}");
        }
    }
}
