// Spring Boot diagnostics endpoint that pings a host given in a JSON request body.
package com.acme.ops.diag;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/diagnostics")
public class PingController {

    public record PingRequest(String host, Integer count) {}

    @PostMapping(value = "/ping", produces = MediaType.TEXT_PLAIN_VALUE)
    public ResponseEntity<String> ping(@RequestBody PingRequest request) throws IOException, InterruptedException {
        int count = request.count() == null ? 3 : Math.max(1, Math.min(request.count(), 10));
        String output = runPing(request.host(), count);
        return ResponseEntity.ok(output);
    }

    private String runPing(String host, int count) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "ping -c " + count + " " + host);
        pb.redirectErrorStream(true);
        Process process = pb.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(15, TimeUnit.SECONDS);
        return output;
    }
}
