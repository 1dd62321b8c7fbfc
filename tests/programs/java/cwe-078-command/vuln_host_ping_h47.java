// Quarkus JAX-RS resource that lets operators check reachability of a host from the server.
package com.acme.ops;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/ops/ping")
public class PingResource {

    private static final Pattern HOST_CHARS = Pattern.compile("[A-Za-z0-9.-]+");

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public Response ping(@QueryParam("host") String host) throws IOException, InterruptedException {
        if (host == null || !HOST_CHARS.matcher(host).find()) {
            return Response.status(Response.Status.BAD_REQUEST).entity("invalid host").build();
        }
        String[] command = {"/bin/sh", "-c", "ping -c 2 -W 1 " + host};
        Process process = Runtime.getRuntime().exec(command);
        String output = readAll(process);
        int exit = process.waitFor();
        return Response.ok(output).header("X-Ping-Exit", exit).build();
    }

    private static String readAll(Process process) throws IOException {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            return reader.lines().collect(Collectors.joining("\n"));
        }
    }
}
