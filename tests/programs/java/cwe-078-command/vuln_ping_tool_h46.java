// Javalin endpoint for the network diagnostics page that pings a host and returns the output.
package com.acme.netdiag;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

public class PingTool {

    private static final Pattern HOST = Pattern.compile("[a-zA-Z0-9][a-zA-Z0-9.-]*");

    static boolean isHostLike(String value) {
        return value != null && value.length() <= 253 && HOST.matcher(value).find();
    }

    static String runPing(String host) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "ping -c 3 -W 2 " + host);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        if (!p.waitFor(15, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return "timeout";
        }
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }

    static void handle(Context ctx) throws Exception {
        String host = ctx.queryParam("host");
        if (!isHostLike(host)) {
            ctx.status(400).result("invalid host");
            return;
        }
        ctx.contentType("text/plain").result(runPing(host));
    }

    public static void main(String[] args) {
        Javalin app = Javalin.create();
        app.get("/diag/ping", PingTool::handle);
        app.start(7070);
    }
}
