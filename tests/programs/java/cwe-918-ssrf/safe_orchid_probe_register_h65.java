// An orchid probe register program of the h65 set (cwe-918-ssrf).
package com.orchidhouse.greenhouse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.azure.functions.ExecutionContext;
import com.microsoft.azure.functions.HttpMethod;
import com.microsoft.azure.functions.HttpRequestMessage;
import com.microsoft.azure.functions.HttpResponseMessage;
import com.microsoft.azure.functions.HttpStatus;
import com.microsoft.azure.functions.annotation.AuthorizationLevel;
import com.microsoft.azure.functions.annotation.FunctionName;
import com.microsoft.azure.functions.annotation.HttpTrigger;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Called when a grower registers a humidity/temperature probe for a glasshouse bay.
 * Before saving, we fetch one reading from the probe's cloud endpoint to make sure
 * it answers with the expected JSON shape.
 */
public class RegisterProbeFunction {

    private static final Set<String> PROBE_HOSTS = Set.of(
            "api.growlink-sensors.com", "telemetry.aranet-cloud.net");
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    @FunctionName("registerProbe")
    public HttpResponseMessage run(
            @HttpTrigger(name = "req", methods = {HttpMethod.POST}, authLevel = AuthorizationLevel.FUNCTION)
            HttpRequestMessage<Optional<String>> request,
            final ExecutionContext context) throws Exception {

        JsonNode body = MAPPER.readTree(request.getBody().orElse("{}"));
        String bay = body.path("bay").asText("");
        String readingUrl = body.path("readingUrl").asText("");

        if (!bay.matches("[A-H][0-9]{1,2}")) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("unknown bay").build();
        }
        URI probeUri;
        try {
            probeUri = URI.create(readingUrl);
        } catch (IllegalArgumentException e) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("readingUrl must be a URL").build();
        }
        if (!"https".equals(probeUri.getScheme()) || probeUri.getRawUserInfo() != null
                || probeUri.getPort() != -1 || !PROBE_HOSTS.contains(probeUri.getHost())) {
            return request.createResponseBuilder(HttpStatus.BAD_REQUEST).body("unsupported probe vendor").build();
        }

        HttpResponse<String> probe = HTTP.send(
                HttpRequest.newBuilder(probeUri).timeout(Duration.ofSeconds(6)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode reading = MAPPER.readTree(probe.body());
        if (probe.statusCode() != 200 || !reading.has("relativeHumidity")) {
            return request.createResponseBuilder(HttpStatus.UNPROCESSABLE_ENTITY)
                    .body("probe did not return a reading").build();
        }

        String result = MAPPER.writeValueAsString(Map.of(
                "bay", bay,
                "relativeHumidity", reading.path("relativeHumidity").asDouble(),
                "temperatureC", reading.path("temperatureC").asDouble()));
        return request.createResponseBuilder(HttpStatus.CREATED)
                .header("Content-Type", "application/json")
                .body(result)
                .build();
    }
}
