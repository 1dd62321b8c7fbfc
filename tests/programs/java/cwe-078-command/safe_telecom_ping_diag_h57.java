// Javalin admin service for a telecom network operations centre that pings customer edge routers
package net.telco.noc;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

interface Diagnostic {
    String run(String target) throws IOException, InterruptedException;
}

class PingDiagnostic implements Diagnostic {
    @Override
    public String run(String target) throws IOException, InterruptedException {
        Process p = Runtime.getRuntime().exec(new String[] {"sh", "-c", "ping -c 3 -W 2 " + target});
        p.waitFor();
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}

class HostValidator {
    private static final Pattern HOST = Pattern.compile("[a-zA-Z0-9][a-zA-Z0-9.-]{0,252}");

    static boolean isHost(String value) {
        return value != null && HOST.matcher(value).matches();
    }
}

class DiagnosticsHandler {
    private final Diagnostic diagnostic;

    DiagnosticsHandler(Diagnostic diagnostic) {
        this.diagnostic = diagnostic;
    }

    void handle(Context ctx) throws Exception {
        String host = ctx.queryParam("host");
        if (!HostValidator.isHost(host)) {
            ctx.status(400).result("invalid host");
            return;
        }
        ctx.contentType("text/plain").result(diagnostic.run(host));
    }
}

public class NocAdminApp {
    public static void main(String[] args) {
        DiagnosticsHandler handler = new DiagnosticsHandler(new PingDiagnostic());
        Javalin app = Javalin.create();
        app.get("/admin/diag/ping", handler::handle);
        app.start("10.20.0.5", 7070);
    }
}
