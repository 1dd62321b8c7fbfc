// A harp voicing recordings program of the h65 set (cwe-798-credentials).
package com.harpworks.acoustics;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;

import java.time.LocalDate;
import java.util.Base64;
import java.util.Map;
import java.util.UUID;

/**
 * POST /harps/{serial}/recordings - the voicing bench uploads a short WAV of each
 * string being plucked after regulation, so the acoustics team can compare
 * sustain and overtone balance across builds.
 */
public class VoicingRecordingHandler
        implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {

    private static final String BUCKET = System.getenv().getOrDefault("RECORDINGS_BUCKET", "harpworks-voicing-recordings");

    private static final S3Client S3 = S3Client.builder()
            .region(Region.EU_WEST_2)
            .credentialsProvider(DefaultCredentialsProvider.create())
            .build();

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> path = event.getPathParameters();
        String serial = path == null ? "" : path.getOrDefault("serial", "");
        if (!serial.matches("HW-[0-9]{5}")) {
            return respond(400, "{\"error\":\"unknown harp serial\"}");
        }
        if (event.getBody() == null || !Boolean.TRUE.equals(event.getIsBase64Encoded())) {
            return respond(400, "{\"error\":\"expected a base64 WAV body\"}");
        }
        byte[] wav = Base64.getDecoder().decode(event.getBody());
        if (wav.length < 44 || wav.length > 8_000_000) {
            return respond(413, "{\"error\":\"recording size out of range\"}");
        }

        String key = serial + "/" + LocalDate.now() + "/" + UUID.randomUUID() + ".wav";
        S3.putObject(PutObjectRequest.builder()
                        .bucket(BUCKET)
                        .key(key)
                        .contentType("audio/wav")
                        .build(),
                RequestBody.fromBytes(wav));
        return respond(201, "{\"key\":\"" + key + "\"}");
    }

    private static APIGatewayProxyResponseEvent respond(int status, String json) {
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(status)
                .withHeaders(Map.of("Content-Type", "application/json"))
                .withBody(json);
    }
}
