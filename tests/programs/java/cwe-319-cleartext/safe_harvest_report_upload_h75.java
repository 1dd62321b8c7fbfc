// An oyster farm harvest report upload program of the h75 set (cwe-319-cleartext).
package com.brinecove.harvest;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class HarvestReportUploader {

    private static final Logger LOG = LoggerFactory.getLogger(HarvestReportUploader.class);
    private static final URI PRIMARY = URI.create(System.getenv()
            .getOrDefault("HARVEST_REPORT_URL", "https://reports.shellfishboard.org/api/harvest"));
    private static final URI MIRROR = URI.create(System.getenv()
            .getOrDefault("HARVEST_MIRROR_URL", "https://mirror.shellfishboard.org/api/harvest"));

    static final class TransportPolicyException extends Exception {
        TransportPolicyException(String message) {
            super(message);
        }
    }

    static final class UploadException extends Exception {
        UploadException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static void requireHttps(URI endpoint) throws TransportPolicyException {
        if (!"https".equalsIgnoreCase(endpoint.getScheme())) {
            throw new TransportPolicyException("refusing to send report over " + endpoint.getScheme());
        }
    }

    static String readReport(Path csv) throws UploadException {
        if (!Files.isRegularFile(csv)) {
            throw new UploadException("report file not found: " + csv, null);
        }
        try {
            String body = Files.readString(csv);
            if (!body.startsWith("lease_id,")) {
                throw new UploadException("report does not start with the lease_id header", null);
            }
            return body;
        } catch (IOException e) {
            throw new UploadException("cannot read report " + csv, e);
        }
    }

    static int upload(String report, String token) throws UploadException {
        HttpClient client = HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        UploadException last = null;
        for (URI endpoint : List.of(PRIMARY, MIRROR)) {
            try {
                requireHttps(endpoint);
            } catch (TransportPolicyException e) {
                LOG.warn("skipping endpoint {}: {}", endpoint.getHost(), e.getMessage());
                continue;
            }
            HttpRequest request = HttpRequest.newBuilder(endpoint)
                    .timeout(Duration.ofSeconds(30))
                    .header("Authorization", "Bearer " + token)
                    .header("Content-Type", "text/csv")
                    .POST(HttpRequest.BodyPublishers.ofString(report))
                    .build();
            try {
                HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() / 100 == 2) {
                    return response.statusCode();
                }
                last = new UploadException(endpoint.getHost() + " answered " + response.statusCode(), null);
            } catch (IOException e) {
                last = new UploadException(endpoint.getHost() + " unreachable", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new UploadException("interrupted while uploading", e);
            }
            LOG.warn("upload to {} failed, trying next endpoint", endpoint.getHost(), last);
        }
        throw last != null ? last : new UploadException("no usable report endpoint", null);
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: harvest-upload <report.csv>");
            System.exit(64);
        }
        String token = System.getenv("HARVEST_API_TOKEN");
        if (token == null || token.isBlank()) {
            System.err.println("HARVEST_API_TOKEN is not set");
            System.exit(78);
        }
        try {
            int status = upload(readReport(Paths.get(args[0])), token);
            LOG.info("harvest report accepted with status {}", status);
        } catch (UploadException e) {
            LOG.error("harvest report upload failed: {}", e.getMessage(), e.getCause());
            System.exit(1);
        }
    }
}
