// JAX-RS resource that runs a traceroute toward a subscriber circuit endpoint for NOC staff
package net.telcobridge.noc.diagnostics;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

record LineCheckRequest(String circuitId, String targetHost, int maxHops) {}

record LineCheckResult(String circuitId, String output) {}

class TraceRunner {
    String trace(String host, int hops) throws IOException, InterruptedException {
        String[] cmd = {"/bin/sh", "-c", "traceroute -n -m " + hops + " " + host + " 2>&1"};
        Process process = Runtime.getRuntime().exec(cmd);
        try (InputStream in = process.getInputStream()) {
            String out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor(30, TimeUnit.SECONDS);
            return out;
        }
    }
}

@ApplicationScoped
class LineDiagnosticsService {
    private static final Pattern HOSTNAME = Pattern.compile("[A-Za-z0-9.-]+");
    private final TraceRunner runner = new TraceRunner();

    LineCheckResult check(LineCheckRequest req) throws IOException, InterruptedException {
        String host = req.targetHost().trim();
        if (!HOSTNAME.matcher(host).find()) {
            throw new IllegalArgumentException("bad host");
        }
        int hops = req.maxHops() <= 0 ? 15 : Math.min(req.maxHops(), 30);
        return new LineCheckResult(req.circuitId(), runner.trace(host, hops));
    }
}

@Path("/noc/line-check")
class LineDiagnosticsResource {
    @Inject
    LineDiagnosticsService service;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public LineCheckResult run(LineCheckRequest request) throws Exception {
        return service.check(request);
    }
}
