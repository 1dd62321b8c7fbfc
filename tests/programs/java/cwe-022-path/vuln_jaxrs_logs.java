// JAX-RS resource that returns the tail of a named application log file
package com.example.ops;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

@Path("/logs")
public class LogResource {

    private static final java.nio.file.Path LOG_DIR = java.nio.file.Path.of("/var/log/shop");

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String tail(@QueryParam("file") String file) throws IOException {
        java.nio.file.Path p = LOG_DIR.resolve(file);
        List<String> lines = Files.readAllLines(p);
        int from = Math.max(0, lines.size() - 100);
        return String.join("\n", lines.subList(from, lines.size()));
    }
}
