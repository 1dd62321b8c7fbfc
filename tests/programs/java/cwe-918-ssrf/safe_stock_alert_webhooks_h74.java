// A stock alert webhooks program of the h74 set (cwe-918-ssrf).
package com.spineandbloom.wholesale;

import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

record WebhookRegistration(List<String> urls) {}

record Ping(String buyerId, URI target) {}

@Startup
@ApplicationScoped
@Path("/buyers/{buyerId}/webhooks")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
class StockAlertWebhooks {

    private final BlockingQueue<Ping> outbound = new LinkedBlockingQueue<>(1_000);
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    @PostConstruct
    void startDispatcher() {
        Thread.ofVirtual().name("webhook-dispatcher").start(() -> {
            while (true) {
                Ping p;
                try {
                    p = outbound.take();
                } catch (InterruptedException e) {
                    return;
                }
                HttpRequest req = HttpRequest.newBuilder(p.target())
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"event\":\"test\",\"buyer\":\"" + p.buyerId() + "\"}"))
                        .build();
                try {
                    HttpResponse<String> r = http.send(req, HttpResponse.BodyHandlers.ofString());
                    System.out.println("test ping to " + p.target().getHost() + " -> " + r.statusCode());
                } catch (Exception e) {
                    System.err.println("test ping failed for buyer " + p.buyerId() + ": " + e.getMessage());
                }
            }
        });
    }

    @POST
    @Path("/test")
    public Response registerAndTest(@PathParam("buyerId") String buyerId, WebhookRegistration reg) {
        if (reg == null || reg.urls() == null || reg.urls().isEmpty() || reg.urls().size() > 5) {
            return Response.status(400).entity(Map.of("error", "send 1 to 5 webhook URLs")).build();
        }
        List<URI> accepted = new ArrayList<>();
        List<String> rejected = new ArrayList<>();
        for (String raw : reg.urls()) {
            URI checked = publicHttps(raw);
            if (checked == null) {
                rejected.add(raw);
            } else {
                accepted.add(checked);
            }
        }
        for (URI target : accepted) {
            outbound.offer(new Ping(buyerId, target));
        }
        return Response.accepted(Map.of("queued", accepted.size(), "rejected", rejected)).build();
    }

    // only https endpoints that resolve to public addresses
    private static URI publicHttps(String raw) {
        try {
            URI uri = new URI(raw.trim());
            if (!"https".equals(uri.getScheme()) || uri.getHost() == null || uri.getRawUserInfo() != null) {
                return null;
            }
            for (InetAddress a : InetAddress.getAllByName(uri.getHost())) {
                if (a.isLoopbackAddress() || a.isSiteLocalAddress() || a.isLinkLocalAddress()
                        || a.isAnyLocalAddress() || a.isMulticastAddress()) {
                    return null;
                }
            }
            return uri;
        } catch (Exception e) {
            return null;
        }
    }
}
