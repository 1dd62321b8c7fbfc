// A tapestry condition scan program of the h65 set (cwe-022-path).
package com.tapestryconservation.scans;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Base64;

/**
 * Returns a condition-survey scan (UV, raking light, infrared) for a tapestry
 * under restoration. Scans live on the EFS volume mounted into the function.
 * Invoked through an API Gateway proxy integration; the body is JSON:
 *   {"tapestryId": "T-1187", "scan": "panel-03/uv.tif"}
 */
public class ConditionScanHandler implements RequestStreamHandler {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Path SCAN_ROOT = Paths.get("/mnt/efs/condition-scans").toAbsolutePath().normalize();

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        JsonNode event = MAPPER.readTree(input);
        JsonNode body = MAPPER.readTree(event.path("body").asText("{}"));
        String tapestryId = body.path("tapestryId").asText("");
        String scan = body.path("scan").asText("");

        if (!tapestryId.matches("T-[0-9]{1,6}") || !scan.endsWith(".tif")) {
            write(output, 400, "text/plain", "bad scan reference", false);
            return;
        }

        Path file = SCAN_ROOT.resolve(tapestryId).resolve(scan);
        if (!Files.isRegularFile(file)) {
            write(output, 404, "text/plain", "no such scan", false);
            return;
        }
        String encoded = Base64.getEncoder().encodeToString(Files.readAllBytes(file));
        write(output, 200, "image/tiff", encoded, true);
    }

    private static void write(OutputStream output, int status, String contentType,
                              String body, boolean base64) throws IOException {
        ObjectNode response = MAPPER.createObjectNode();
        response.put("statusCode", status);
        response.putObject("headers").put("Content-Type", contentType);
        response.put("body", body);
        response.put("isBase64Encoded", base64);
        MAPPER.writeValue(output, response);
    }
}
