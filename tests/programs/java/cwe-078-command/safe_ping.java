// Spring Boot diagnostics endpoint that pings a host given by the operator
package com.example.diag;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PingController {

    private static final Pattern HOSTNAME = Pattern.compile("^[a-zA-Z0-9][a-zA-Z0-9.-]{0,252}$");

    @GetMapping("/diag/ping")
    public String ping(@RequestParam String host) throws IOException, InterruptedException {
        if (!HOSTNAME.matcher(host).matches()) {
            throw new IllegalArgumentException("bad host");
        }
        Process p = new ProcessBuilder("ping", "-c", "2", host).start();
        try (InputStream in = p.getInputStream()) {
            String out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return out;
        }
    }
}
