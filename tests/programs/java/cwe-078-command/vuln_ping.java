// Spring Boot diagnostics endpoint that pings a host given by the operator
package com.example.diag;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PingController {

    @GetMapping("/diag/ping")
    public String ping(@RequestParam String host) throws IOException, InterruptedException {
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "ping -c 2 " + host});
        try (InputStream in = p.getInputStream()) {
            String out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return out;
        }
    }
}
