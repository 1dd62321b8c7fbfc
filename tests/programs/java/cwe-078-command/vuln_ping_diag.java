// Quarkus REST resource exposing a network reachability check for support staff
package com.acme.ops.diag;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

@Path("/diag")
public class PingResource {

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9][A-Za-z0-9.-]{0,252}");

    static boolean looksLikeHost(String value) {
        return value != null && HOST.matcher(value).find();
    }

    @GET
    @Path("/ping")
    @Produces(MediaType.TEXT_PLAIN)
    public Response ping(@QueryParam("host") String host) throws IOException, InterruptedException {
        if (!looksLikeHost(host)) {
            return Response.status(Response.Status.BAD_REQUEST).entity("invalid host").build();
        }
        String[] cmd = {"/bin/sh", "-c", "ping -c 3 -W 2 " + host};
        Process proc = Runtime.getRuntime().exec(cmd);
        try (InputStream out = proc.getInputStream()) {
            String text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            proc.waitFor();
            return Response.ok(text).build();
        }
    }
}
