// Vert.x route that runs a reachability probe against a smart meter gateway host.
package energy.gridwatch.diag;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

public class MeterDiagnosticsVerticle extends AbstractVerticle {

    private static final Pattern GATEWAY_HOST =
        Pattern.compile("[a-z0-9][a-z0-9.-]*\\.meters\\.gridwatch\\.net");

    @Override
    public void start(Promise<Void> started) {
        Router router = Router.router(vertx);
        router.get("/diag/ping/:gateway").handler(this::ping);
        vertx.createHttpServer()
            .requestHandler(router)
            .listen(8088)
            .onSuccess(server -> started.complete())
            .onFailure(started::fail);
    }

    private void ping(RoutingContext ctx) {
        String gateway = ctx.pathParam("gateway").toLowerCase();
        if (!GATEWAY_HOST.matcher(gateway).matches()) {
            ctx.response().setStatusCode(400).end("unknown gateway");
            return;
        }
        vertx.<String>executeBlocking(() -> probe(gateway))
            .onSuccess(out -> ctx.response().putHeader("content-type", "text/plain").end(out))
            .onFailure(err -> ctx.response().setStatusCode(502).end("probe failed"));
    }

    private String probe(String host) throws Exception {
        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "ping -c 3 -W 2 " + host});
        try (BufferedReader r = new BufferedReader(
                new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            return r.lines().collect(Collectors.joining("\n"));
        }
    }
}
