// JAX-RS resource that returns the tail of a named application log file
package com.example.ops;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;

@Path("/logs")
public class LogResource {

    private static final java.nio.file.Path LOG_DIR = java.nio.file.Path.of("/var/log/shop");
    private static final Set<String> ALLOWED = Set.of("app.log", "access.log", "gc.log");

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String tail(@QueryParam("file") String file) throws IOException {
        if (!ALLOWED.contains(file)) {
            throw new BadRequestException("unknown log");
        }
        java.nio.file.Path p = LOG_DIR.resolve(file);
        List<String> lines = Files.readAllLines(p);
        int from = Math.max(0, lines.size() - 100);
        return String.join("\n", lines.subList(from, lines.size()));
    }
}
