// Micronaut diagnostics endpoint that pings a host from the application node and returns the output
package com.acme.ops.diag;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;

@Controller("/diag")
class PingController {

    private static final Pattern HOST = Pattern.compile("[a-zA-Z0-9][a-zA-Z0-9.-]{0,252}");

    @Get("/ping")
    @Produces(MediaType.TEXT_PLAIN)
    HttpResponse<String> ping(@QueryValue String host,
                              @QueryValue(defaultValue = "3") int count)
            throws IOException, InterruptedException {
        if (!isHostname(host)) {
            return HttpResponse.badRequest("invalid host");
        }
        int packets = Math.max(1, Math.min(count, 10));
        Process p = Runtime.getRuntime().exec(
                new String[] {"ping", "-c", Integer.toString(packets), "-W", "2", host});
        return HttpResponse.ok(readAll(p));
    }

    private static boolean isHostname(String candidate) {
        return candidate != null && HOST.matcher(candidate).matches();
    }

    private static String readAll(Process p) throws IOException, InterruptedException {
        try (BufferedReader r = new BufferedReader(
                new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String out = r.lines().collect(Collectors.joining("\n"));
            p.waitFor();
            return out;
        }
    }
}
